#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(3 * n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end(), greater<long long>());
    long long total = 0;
    for (int r = 0; r < n; ++r) total += a[2 * r + 1];  // each round: the two largest left and the smallest pile
    cout << total << "\n";
    return 0;
}
