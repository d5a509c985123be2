// Bug: uses the prefix up to l instead of l - 1, so a_l is left out.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> px(n + 1, 0);
    for (int i = 1; i <= n; ++i) {
        long long a;
        cin >> a;
        px[i] = px[i - 1] ^ a;
    }
    int q;
    cin >> q;
    while (q--) {
        int l, r;
        cin >> l >> r;
        cout << (px[r] ^ px[l]) << "\n";
    }
    return 0;
}
