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
    vector<long long> kept;
    for (int i = 0; i < n; ++i) {
        bool seen = false;
        for (int j = 0; j < i; ++j)
            if (a[j] == a[i]) seen = true;
        if (!seen) kept.push_back(a[i]);
    }
    cout << kept.size() << "\n";
    for (size_t i = 0; i < kept.size(); ++i) cout << kept[i] << (i + 1 < kept.size() ? " " : "\n");
    return 0;
}
