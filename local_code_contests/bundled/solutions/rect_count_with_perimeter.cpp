#include <bits/stdc++.h>
using namespace std;
int main() {
    long long p;
    cin >> p;
    if (p % 2 != 0) { cout << 0 << "\n"; return 0; }
    cout << (p / 2) / 2 << "\n";
}
