// Bug: compares the 2-litre price with one 1-litre bottle instead of two.
#include <iostream>
using namespace std;

int main() {
    int q;
    cin >> q;
    while (q--) {
        long long n, a, b;
        cin >> n >> a >> b;
        if (b < a) cout << (n / 2) * b + (n % 2) * a << "\n";
        else cout << n * a << "\n";
    }
    return 0;
}
