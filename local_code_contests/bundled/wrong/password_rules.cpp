// Deliberately wrong variant of solutions/password_rules.cpp: demands more than 8 characters instead of at least 8.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool lower = false, upper = false, digit = false;
    for (char c : s) {
        if (islower((unsigned char)c)) lower = true;
        if (isupper((unsigned char)c)) upper = true;
        if (isdigit((unsigned char)c)) digit = true;
    }
    bool strong = s.size() > 8 && lower && upper && digit;
    cout << (strong ? "YES" : "NO") << "\n";
    return 0;
}
