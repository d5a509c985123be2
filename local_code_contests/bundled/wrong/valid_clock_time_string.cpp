// Bug: accepts the hour 24 (checks h <= 24).
#include <iostream>
#include <string>
using namespace std;

bool digit(char c) { return c >= '0' && c <= '9'; }

int main() {
    string s;
    cin >> s;
    bool ok = s.size() == 5 && digit(s[0]) && digit(s[1]) && s[2] == ':' && digit(s[3]) && digit(s[4]);
    if (ok) {
        int h = (s[0] - '0') * 10 + (s[1] - '0'), m = (s[3] - '0') * 10 + (s[4] - '0');
        ok = h <= 24 && m <= 59;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
