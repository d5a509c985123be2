// Deliberately wrong variant of solutions/mirror_word.cpp: checks only that the word is a palindrome, not which letters it uses.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    string reversed(s.rbegin(), s.rend());
    cout << (s == reversed ? "YES" : "NO") << "\n";
    return 0;
}
