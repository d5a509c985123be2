// Bug: forgets the rule that a name must not begin with a digit.
#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool ok = true;
    for (char c : s)
        if (!isalnum((unsigned char)c) && c != '_') ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
