// Bug: the highest columns to the left and right exclude the column itself, and a negative level difference is not clipped to 0.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> h(n), leftMax(n, 0), rightMax(n, 0);
    for (auto &x : h) cin >> x;
    for (int i = 1; i < n; ++i) leftMax[i] = max(leftMax[i - 1], h[i - 1]);
    for (int i = n - 2; i >= 0; --i) rightMax[i] = max(rightMax[i + 1], h[i + 1]);
    long long water = 0;
    for (int i = 0; i < n; ++i) water += min(leftMax[i], rightMax[i]) - h[i];
    cout << water << "\n";
    return 0;
}
