#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> g(n), c(n);
    for (auto &x : g) cin >> x;
    for (auto &x : c) cin >> x;
    int answer = -1;
    for (int s = 0; s < n && answer < 0; ++s) {  // try every start in order
        long long tank = 0;
        bool ok = true;
        for (int k = 0; k < n && ok; ++k) {
            int i = (s + k) % n;
            tank += g[i] - c[i];
            if (tank < 0) ok = false;
        }
        if (ok) answer = s + 1;
    }
    cout << answer << "\n";
    return 0;
}
