#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    sort(a.begin(), a.end());
    int sum = 0;
    for (int i = 1; i + 1 < n; ++i) sum += a[i];
    cout << sum << "\n";
    return 0;
}
