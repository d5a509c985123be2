#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long len;
    cin >> n >> len;
    vector<long long> x(n);
    for (auto &v : x) cin >> v;
    sort(x.begin(), x.end());
    int count = 0;
    for (int i = 0; i < n;) {
        long long end = x[i] + len;  // a segment starting at the leftmost uncovered point
        ++count;
        while (i < n && x[i] <= end) ++i;
    }
    cout << count << "\n";
    return 0;
}
