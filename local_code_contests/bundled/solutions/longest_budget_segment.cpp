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
    int best = 0, left = 0;
    for (int right = 0; right < n; ++right) {
        sum += a[right];
        while (sum > s) sum -= a[left++];
        best = max(best, right - left + 1);
    }
    cout << best << "\n";
    return 0;
}
