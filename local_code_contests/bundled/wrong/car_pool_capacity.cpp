// Bug: keeps passengers in the car at their drop-off point, together with the new ones.
#include <iostream>
using namespace std;

int main() {
    int n;
    long long cap;
    cin >> n >> cap;
    long long change[1003] = {0};
    for (int i = 0; i < n; ++i) {
        int p, f, e;
        cin >> p >> f >> e;
        change[f] += p;
        change[e + 1] -= p;
    }
    long long inside = 0;
    bool ok = true;
    for (int x = 0; x <= 1001; ++x) {
        inside += change[x];
        if (inside > cap) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
