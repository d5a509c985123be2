// Deliberately wrong variant of solutions/three_for_two.cpp: the total price is kept in an int and overflows.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> p(n);
    for (auto &x : p) cin >> x;
    sort(p.rbegin(), p.rend());
    int total = 0;
    for (int i = 0; i < n; ++i)
        if (i % 3 != 2) total += p[i];
    cout << total << "\n";
    return 0;
}
