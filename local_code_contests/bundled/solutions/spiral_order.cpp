#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<long long>> a(n, vector<long long>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    vector<long long> order;
    int top = 0, bottom = n - 1, left = 0, right = m - 1;
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; ++j) order.push_back(a[top][j]);
        ++top;
        for (int i = top; i <= bottom; ++i) order.push_back(a[i][right]);
        --right;
        if (top <= bottom) {
            for (int j = right; j >= left; --j) order.push_back(a[bottom][j]);
            --bottom;
        }
        if (left <= right) {
            for (int i = bottom; i >= top; --i) order.push_back(a[i][left]);
            ++left;
        }
    }
    for (size_t k = 0; k < order.size(); ++k) cout << order[k] << (k + 1 == order.size() ? "\n" : " ");
    return 0;
}
