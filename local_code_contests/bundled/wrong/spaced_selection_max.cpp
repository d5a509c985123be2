// Deliberately wrong variant of solutions/spaced_selection_max.cpp: compares with the previous number in sorted order instead of the last picked one.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    long long d;
    cin >> n >> d;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    int picked = 1;
    long long lastPicked = a[0];
    for (int i = 1; i < n; ++i)
        if (a[i] - a[i - 1] >= d) {
            ++picked;
            lastPicked = a[i];
        }
    cout << picked << "\n";
    return 0;
}
