#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int q;
    cin >> q;
    while (q--) {
        long long a, b, n, s;
        cin >> a >> b >> n >> s;
        long long big = min(a, s / n);  // use as many coins of value n as possible
        cout << (s - big * n <= b ? "YES" : "NO") << "\n";
    }
    return 0;
}
