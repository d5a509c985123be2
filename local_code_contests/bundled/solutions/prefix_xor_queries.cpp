#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> px(n + 1, 0);  // px[i]: XOR of the first i elements
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
        cout << (px[r] ^ px[l - 1]) << "\n";
    }
    return 0;
}
