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
    int best = 0;
    for (int i = 1; i < n; ++i)
        if (a[i] <= a[best]) best = i;
    cout << best + 1 << "\n";
    return 0;
}
