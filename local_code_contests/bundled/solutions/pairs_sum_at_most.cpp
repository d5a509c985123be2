#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long pairs = 0;
    int i = 0, j = n - 1;
    while (i < j) {
        if (a[i] + a[j] <= t) pairs += j - i, ++i;  // a[i] pairs with every element from i+1 to j
        else --j;
    }
    cout << pairs << "\n";
    return 0;
}
