#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
<<<<<<< HEAD
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
=======
    vector<vector<int>> a(n, vector<int>(m));
    for (auto &row : a)
        for (auto &x : row) cin >> x;
    vector<int> out;
    int top = 0, bottom = n - 1, left = 0, right = m - 1;
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; ++j) out.push_back(a[top][j]);
        for (int i = top + 1; i <= bottom; ++i) out.push_back(a[i][right]);
        if (top < bottom)
            for (int j = right - 1; j >= left; --j) out.push_back(a[bottom][j]);
        if (left < right)
            for (int i = bottom - 1; i > top; --i) out.push_back(a[i][left]);
        ++top, --bottom, ++left, --right;
    }
    for (size_t i = 0; i < out.size(); ++i) cout << out[i] << (i + 1 < out.size() ? ' ' : '\n');
>>>>>>> problems-p4
    return 0;
}
