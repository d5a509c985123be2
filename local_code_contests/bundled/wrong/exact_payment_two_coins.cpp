// Bug: forgets that there are only a coins of value n.
#include <iostream>
using namespace std;

int main() {
    int q;
    cin >> q;
    while (q--) {
        long long a, b, n, s;
        cin >> a >> b >> n >> s;
        cout << (s % n <= b ? "YES" : "NO") << "\n";
    }
    return 0;
}
