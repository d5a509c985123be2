#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int sum = 0;
    for (char c : s) sum += c - '0';
    bool ok = (s.back() - '0') % 2 == 0 && sum % 3 == 0;
    cout << (ok ? "YES" : "NO") << "\n";
}
