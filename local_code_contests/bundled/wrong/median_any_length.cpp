// Deliberately wrong variant of solutions/median_any_length.cpp: prints s / 2 followed by .5, which loses the minus sign of -0.5.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    if (n % 2 == 1) {
        cout << a[n / 2] << "\n";
    } else {
        long long s = a[n / 2 - 1] + a[n / 2];
        if (s % 2 == 0) cout << s / 2 << "\n";
        else cout << s / 2 << ".5\n";
    }
    return 0;
}
