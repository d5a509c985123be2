// Deliberately wrong variant of solutions/is_subsequence.cpp: only checks that every letter of t occurs somewhere in s.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    bool ok = true;
    for (char c : t)
        if (s.find(c) == string::npos) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
