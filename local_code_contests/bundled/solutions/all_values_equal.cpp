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
    bool same = true;
    for (int i = 1; i < n; ++i)
        if (a[i] != a[0]) same = false;
    cout << (same ? "YES" : "NO") << "\n";
    return 0;
}
