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
    long long s = 0;
    for (int i = 0; i < n; ++i) {
        s += a[i];
        cout << s << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
