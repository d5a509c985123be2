// Deliberately wrong variant of solutions/progression_reorder.cpp: sorts through a std::set, which silently drops repeated numbers.
#include <iostream>
#include <set>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<long long> values;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        values.insert(x);
    }
    vector<long long> a(values.begin(), values.end());
    bool ok = true;
    for (size_t i = 2; i < a.size(); ++i)
        if (a[i] - a[i - 1] != a[1] - a[0]) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
