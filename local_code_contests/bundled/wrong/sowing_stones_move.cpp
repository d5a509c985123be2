// Bug: does not skip the emptied pit when the sowing goes around the circle.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, p;
    cin >> n >> p;
    vector<int> a(n + 1);
    for (int i = 1; i <= n; ++i) cin >> a[i];
    int stones = a[p];
    a[p] = 0;
    int pos = p;
    while (stones > 0) {
        pos = pos % n + 1;

        ++a[pos];
        --stones;
    }
    for (int i = 1; i <= n; ++i) cout << a[i] << (i < n ? " " : "\n");
    cout << pos << "\n";
    return 0;
}
