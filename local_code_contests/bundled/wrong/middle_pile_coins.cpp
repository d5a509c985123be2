// Bug: splits the sorted piles into consecutive triples, so Bob gets large piles that you could have taken.
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
    for (int r = 0; r < n; ++r) total += a[3 * r + 1];
    cout << total << "\n";
    return 0;
}
