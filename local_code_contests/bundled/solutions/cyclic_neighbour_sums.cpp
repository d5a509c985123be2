#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int i = 0; i < n; ++i) {
        long long left = a[(i + n - 1) % n], right = a[(i + 1) % n];
        cout << left + right << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
