#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long s;
    cin >> n >> s;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long sum = 0;
    int best = n + 1, left = 0;
    for (int right = 0; right < n; ++right) {
        sum += a[right];
        while (sum - a[left] >= s) sum -= a[left++];
        if (sum >= s) best = min(best, right - left + 1);
    }
    cout << (best == n + 1 ? -1 : best) << "\n";
    return 0;
}
