// Bug: turns lowercase letters into uppercase but leaves uppercase letters unchanged.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (char &c : s) {
        if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
    }
    cout << s << "\n";
    return 0;
}
