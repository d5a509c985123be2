// Deliberately wrong variant of solutions/cyclic_neighbour_sums.cpp: forgets that the circle closes: the first and the last child get 0 for the missing neighbour.
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
    for (int i = 0; i < n; ++i) {
        long long left = i > 0 ? a[i - 1] : 0, right = i + 1 < n ? a[i + 1] : 0;
        cout << left + right << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
