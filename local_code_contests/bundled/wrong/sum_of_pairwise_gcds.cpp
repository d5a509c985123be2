// Deliberately wrong variant of solutions/sum_of_pairwise_gcds.cpp: accumulates the total in int, which overflows for large values.
#include <iostream>
#include <vector>
using namespace std;

int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    int total = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) total += gcd(a[i], a[j]);
    cout << total << "\n";
    return 0;
}
