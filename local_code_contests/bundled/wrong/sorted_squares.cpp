// Bug: prints the squares in the input order, which is wrong when there are negative numbers.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int i = 0; i < n; ++i) cout << a[i] * a[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
