#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; ++i) cin >> x[i] >> y[i];
    bool ok = true;
    for (int i = 2; i < n; ++i) {
        long long cross = (x[1] - x[0]) * (y[i] - y[0]) - (y[1] - y[0]) * (x[i] - x[0]);
        if (cross != 0) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
