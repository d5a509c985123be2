#include <iostream>
#include <vector>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    for (int i = 0; i < n && k > 0 && a[i] < 0; ++i) {
        a[i] = -a[i];
        --k;
    }
    long long sum = 0, smallest = llabs(a[0]);
    for (long long x : a) {
        sum += x;
        smallest = min(smallest, llabs(x));
    }
    if (k % 2 == 1) sum -= 2 * smallest;  // the remaining flips go to the smallest element
    cout << sum << "\n";
    return 0;
}
