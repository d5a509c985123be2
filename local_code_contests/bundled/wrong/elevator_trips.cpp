<<<<<<< HEAD
// Deliberately wrong variant of solutions/elevator_trips.cpp: forms the groups from the lowest floors up.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> f(n);
    for (auto &x : f) cin >> x;
    sort(f.begin(), f.end());
    long long total = 0;
    for (int i = 0; i < n; i += k) total += 2LL * (f[min(i + k, n) - 1] - 1);
    cout << total << "\n";
=======
// Deliberately wrong variant of solutions/elevator_trips.cpp: a load of exactly W is treated as too heavy.
#include <iostream>
using namespace std;

int main() {
    int n;
    long long cap;
    cin >> n >> cap;
    long long load = 0;
    int trips = 1;
    for (int i = 0; i < n; ++i) {
        long long w;
        cin >> w;
        if (load + w >= cap && load > 0) {
            ++trips;
            load = 0;
        }
        load += w;
    }
    cout << trips << "\n";
>>>>>>> problems-p4
    return 0;
}
