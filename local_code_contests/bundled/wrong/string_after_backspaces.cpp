// Bug: a # erases only the character right before it in the input, so several # in a row erase one letter.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, screen;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i)
        if (s[i] != '#' && (i + 1 == s.size() || s[i + 1] != '#')) screen += s[i];
    cout << (screen.empty() ? "EMPTY" : screen) << "\n";
    return 0;
}
