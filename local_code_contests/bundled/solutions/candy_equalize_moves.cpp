#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    long long total = 0;
    for (auto &x : a) {
        cin >> x;
        total += x;
    }
    long long target = total / n, carried = 0, moves = 0;
    for (int i = 0; i + 1 < n; ++i) {
        carried += a[i] - target;  // candies that must cross the border between boxes i and i + 1
        moves += carried < 0 ? -carried : carried;
    }
    cout << moves << "\n";
    return 0;
}
