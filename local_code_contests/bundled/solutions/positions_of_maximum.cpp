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
    vector<int> pos;
    long long mx = a[0];
    for (int i = 0; i < n; ++i) {
        if (a[i] > mx) {
            mx = a[i];
            pos.clear();
        }
        if (a[i] == mx) pos.push_back(i + 1);
    }
    for (size_t i = 0; i < pos.size(); ++i) cout << pos[i] << (i + 1 < pos.size() ? " " : "\n");
    return 0;
}
