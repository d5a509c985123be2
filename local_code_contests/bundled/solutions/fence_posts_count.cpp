#include <bits/stdc++.h>
using namespace std;
int main() {
    long long L, d;
    cin >> L >> d;
    cout << L / d + (L % d != 0) + 1 << "\n";
}
