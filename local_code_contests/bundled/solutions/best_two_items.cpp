#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long w;
    cin >> n >> w;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    long long best = -1;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            long long total = p[i] + p[j];
            if (total <= w && total > best) best = total;
        }
    cout << best << "\n";
    return 0;
}
