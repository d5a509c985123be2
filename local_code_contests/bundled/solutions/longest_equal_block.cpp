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
    int best = 1, run = 1;
    for (int i = 1; i < n; ++i) {
        run = (a[i] == a[i - 1]) ? run + 1 : 1;
        best = max(best, run);
    }
    cout << best << "\n";
    return 0;
}
