#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> t(n);
    for (auto &x : t) cin >> x;
    sort(t.begin(), t.end());
    long long elapsed = 0, waiting = 0;
    for (long long x : t) {
        waiting += elapsed;
        elapsed += x;
    }
    cout << waiting << "\n";
    return 0;
}
