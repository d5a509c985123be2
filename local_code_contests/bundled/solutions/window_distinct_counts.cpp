#include <iostream>
#include <set>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int i = 0; i + k <= n; ++i) {
        set<long long> values(a.begin() + i, a.begin() + i + k);
        cout << values.size() << (i + k == n ? "\n" : " ");
    }
    return 0;
}
