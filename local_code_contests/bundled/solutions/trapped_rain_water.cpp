#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> h(n), leftMax(n), rightMax(n);
    for (auto &x : h) cin >> x;
    for (int i = 0; i < n; ++i) leftMax[i] = max(h[i], i > 0 ? leftMax[i - 1] : 0LL);
    for (int i = n - 1; i >= 0; --i) rightMax[i] = max(h[i], i + 1 < n ? rightMax[i + 1] : 0LL);
    long long water = 0;
    for (int i = 0; i < n; ++i) water += min(leftMax[i], rightMax[i]) - h[i];  // the maxima include h[i]: never negative
    cout << water << "\n";
    return 0;
}
