<<<<<<< HEAD
// Deliberately wrong variant of solutions/password_rules.cpp: demands more than 8 characters instead of at least 8.
#include <iostream>
#include <string>
#include <cctype>
=======
// Deliberately wrong variant of solutions/password_rules.cpp: a password of exactly 8 characters is treated as too short.
#include <iostream>
#include <string>
>>>>>>> problems-p4
using namespace std;

int main() {
    string s;
    cin >> s;
<<<<<<< HEAD
    bool lower = false, upper = false, digit = false;
    for (char c : s) {
        if (islower((unsigned char)c)) lower = true;
        if (isupper((unsigned char)c)) upper = true;
        if (isdigit((unsigned char)c)) digit = true;
    }
    bool strong = s.size() > 8 && lower && upper && digit;
    cout << (strong ? "YES" : "NO") << "\n";
=======
    bool lower = false, upper = false, digit = false, special = false;
    for (char ch : s) {
        if (ch >= 'a' && ch <= 'z') lower = true;
        else if (ch >= 'A' && ch <= 'Z') upper = true;
        else if (ch >= '0' && ch <= '9') digit = true;
        else special = true;
    }
    cout << (s.size() <= 8) + !lower + !upper + !digit + !special << "\n";
>>>>>>> problems-p4
    return 0;
}
