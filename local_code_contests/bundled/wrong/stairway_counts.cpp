// Bug: closes a stairway only when a new one starts, so the last stairway is lost.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n), res;
    for (auto& x : a) cin >> x;
    for (int i = 0; i < n; ++i)
        if (i + 1 < n && a[i + 1] == 1) res.push_back(a[i]);
    if (res.empty()) res.push_back(a[n - 1]);
    cout << res.size() << "\n";
    for (size_t i = 0; i < res.size(); ++i) cout << res[i] << (i + 1 < res.size() ? " " : "\n");
    return 0;
}
