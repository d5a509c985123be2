#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    long long total = 0;
    for (auto &x : a) cin >> x, total += x;
    long long left = 0;
    int answer = -1;
    for (int p = 0; p < n && answer < 0; ++p) {
        if (left == total - left - a[p]) answer = p + 1;
        left += a[p];
    }
    cout << answer << "\n";
    return 0;
}
