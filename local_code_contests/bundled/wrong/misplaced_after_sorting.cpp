// Deliberately wrong variant of solutions/misplaced_after_sorting.cpp: compares with the array sorted in decreasing order.
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
    vector<long long> b = a;
    sort(b.begin(), b.end());
    reverse(b.begin(), b.end());
    int count = 0;
    for (int i = 0; i < n; ++i)
        if (a[i] != b[i]) ++count;
    cout << count << "\n";
    return 0;
}
