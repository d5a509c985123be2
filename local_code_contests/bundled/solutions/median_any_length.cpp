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
        else cout << (s < 0 ? "-" : "") << llabs(s) / 2 << ".5\n";
    }
    return 0;
}
