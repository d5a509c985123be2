// Bug: shifts by the key letter's position counted from 1 (a shifts by 1).
#include <iostream>
#include <string>
using namespace std;

int main() {
    string text, key;
    cin >> text >> key;
    for (size_t i = 0; i < text.size(); ++i) {
        int shift = key[i % key.size()] - 'a' + 1;
        text[i] = char('a' + (text[i] - 'a' + shift) % 26);
    }
    cout << text << "\n";
    return 0;
}
