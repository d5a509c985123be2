// Deliberately wrong variant of solutions/close_duplicates.cpp: the distance must be strictly less than k.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    bool found = false;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n && j - i < k; ++j)
            if (a[i] == a[j]) found = true;
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
