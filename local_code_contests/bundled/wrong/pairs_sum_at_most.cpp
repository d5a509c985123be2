// Bug: counts only pairs with a sum strictly less than T, missing the pairs with a sum equal to T.
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
        if (a[i] + a[j] < t) pairs += j - i, ++i;
        else --j;
    }
    cout << pairs << "\n";
    return 0;
}
