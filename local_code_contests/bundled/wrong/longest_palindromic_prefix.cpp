// Bug: starts from length |s| - 1, so it never checks the whole string.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (int len = (int)s.size() - 1; len >= 1; --len) {
        string p = s.substr(0, len);
        if (p == string(p.rbegin(), p.rend())) {
            cout << len << "\n";
            return 0;
        }
    }
    cout << 1 << "\n";
    return 0;
}
