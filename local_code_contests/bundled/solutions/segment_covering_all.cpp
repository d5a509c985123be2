#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> l(n), r(n);
    for (int i = 0; i < n; ++i) cin >> l[i] >> r[i];
    long long lo = *min_element(l.begin(), l.end()), hi = *max_element(r.begin(), r.end());
    for (int i = 0; i < n; ++i) {
        if (l[i] == lo && r[i] == hi) {
            cout << i + 1 << "\n";
            return 0;
        }
    }
    cout << -1 << "\n";
    return 0;
}
