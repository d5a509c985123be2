// Deliberately wrong variant of solutions/window_distinct_counts.cpp: counts the places where the value changes, as if equal values were always adjacent.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int i = 0; i + k <= n; ++i) {
        int changes = 1;
        for (int j = i + 1; j < i + k; ++j)
            if (a[j] != a[j - 1]) ++changes;
        cout << changes << (i + k == n ? "\n" : " ");
    }
    return 0;
}
