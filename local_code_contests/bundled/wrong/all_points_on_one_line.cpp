// Bug: computes the cross product in 32-bit int, which overflows for large coordinates.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> x(n), y(n);
    for (int i = 0; i < n; ++i) cin >> x[i] >> y[i];
    bool ok = true;
    for (int i = 2; i < n; ++i) {
        unsigned a = (unsigned)(x[1] - x[0]) * (unsigned)(y[i] - y[0]);
        unsigned b = (unsigned)(y[1] - y[0]) * (unsigned)(x[i] - x[0]);
        int cross = (int)(a - b);
        if (cross != 0) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
