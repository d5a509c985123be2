// Deliberately wrong variant of solutions/minimum_start_balance.cpp: starts the lowest balance at the first operation instead of at 0, so it can answer a negative amount.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long balance = 0, lowest = a[0];
    for (long long x : a) {
        balance += x;
        lowest = min(lowest, balance);
    }
    cout << -lowest << "\n";
    return 0;
}
