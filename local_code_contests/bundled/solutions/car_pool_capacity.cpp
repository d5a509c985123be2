#include <iostream>
using namespace std;

int main() {
    int n;
    long long cap;
    cin >> n >> cap;
    long long change[1002] = {0};
    for (int i = 0; i < n; ++i) {
        int p, f, e;
        cin >> p >> f >> e;
        change[f] += p;
        change[e] -= p;
    }
    long long inside = 0;
    bool ok = true;
    for (int x = 0; x <= 1000; ++x) {
        inside += change[x];
        if (inside > cap) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
