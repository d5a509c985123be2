// Deliberately wrong variant of solutions/smallest_period.cpp: only tries periods that divide the length of the string.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    for (int p = 1; p <= n; ++p) {
        if (n % p != 0) continue;
        bool ok = true;
        for (int i = 0; i + p < n; ++i)
            if (s[i] != s[i + p]) ok = false;
        if (ok) {
            cout << p << "\n";
            return 0;
        }
    }
    return 0;
}
