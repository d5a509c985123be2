// Bug: takes the first segment with the smallest left end and the first with the largest right end, and answers -1 when they differ.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> l(n), r(n);
    for (int i = 0; i < n; ++i) cin >> l[i] >> r[i];
    int a = 0, b = 0;
    for (int i = 1; i < n; ++i) {
        if (l[i] < l[a]) a = i;
        if (r[i] > r[b]) b = i;
    }
    cout << (a == b ? a + 1 : -1) << "\n";
    return 0;
}
