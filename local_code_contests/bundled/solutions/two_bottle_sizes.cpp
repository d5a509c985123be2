#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int q;
    cin >> q;
    while (q--) {
        long long n, a, b;
        cin >> n >> a >> b;
        cout << (n / 2) * min(2 * a, b) + (n % 2) * a << "\n";
    }
    return 0;
}
