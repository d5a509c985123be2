#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    const string symmetric = "AHIMOTUVWXY";
    bool ok = true;
    int n = s.size();
    for (int i = 0; i < n; ++i) {
        if (symmetric.find(s[i]) == string::npos) ok = false;
        if (s[i] != s[n - 1 - i]) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
