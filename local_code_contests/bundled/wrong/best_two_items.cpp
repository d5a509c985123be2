// Deliberately wrong variant of solutions/best_two_items.cpp: the answer starts at 0, so 0 is printed instead of -1 when no two items fit.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long w;
    cin >> n >> w;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    long long best = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            long long total = p[i] + p[j];
            if (total <= w && total > best) best = total;
        }
    cout << best << "\n";
    return 0;
}
