// Bug: the starting "infinity" 10^18 is smaller than the largest possible answer (8*10^18).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; ++i) cin >> x[i] >> y[i];
    long long best = 1000000000000000000LL;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            long long d = (x[i] - x[j]) * (x[i] - x[j]) + (y[i] - y[j]) * (y[i] - y[j]);
            if (d < best) best = d;
        }
    cout << best << "\n";
    return 0;
}
