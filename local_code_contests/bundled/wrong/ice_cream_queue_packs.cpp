// Bug: serves a child only when the seller has strictly more than d packs.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    long long x;
    cin >> n >> x;
    int upset = 0;
    for (int i = 0; i < n; ++i) {
        char op;
        long long d;
        cin >> op >> d;
        if (op == '+') x += d;
        else if (x > d) x -= d;
        else ++upset;
    }
    cout << x << " " << upset << "\n";
    return 0;
}
