// Deliberately wrong variant of solutions/candy_equalize_moves.cpp: counts each surplus candy once, as if every move could jump straight to the box that needs it.
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
    long long target = total / n, moves = 0;
    for (int i = 0; i < n; ++i)
        if (a[i] > target) moves += a[i] - target;
    cout << moves << "\n";
    return 0;
}
