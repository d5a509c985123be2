#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n), res;
    for (auto& x : a) cin >> x;
    for (int i = 0; i < n; ++i)
        if (i + 1 == n || a[i + 1] == 1) res.push_back(a[i]);
    cout << res.size() << "\n";
    for (size_t i = 0; i < res.size(); ++i) cout << res[i] << (i + 1 < res.size() ? " " : "\n");
    return 0;
}
