#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, vowels = "aeiou";
    cin >> s;
    for (char &c : s) {
        size_t p = vowels.find(c);
        if (p != string::npos) c = vowels[(p + 1) % 5];
    }
    cout << s << "\n";
    return 0;
}
