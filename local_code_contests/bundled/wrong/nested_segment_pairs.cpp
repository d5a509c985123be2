// Bug: strict comparisons, so a segment sharing an end with the outer one is not counted as inside.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> l(n), r(n);
    for (int i = 0; i < n; ++i) cin >> l[i] >> r[i];
    int cnt = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j && l[j] < l[i] && r[i] < r[j]) ++cnt;
    cout << cnt << "\n";
    return 0;
}
