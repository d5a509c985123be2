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
    long long balance = 0, lowest = 0;
    for (long long x : a) {
        balance += x;
        lowest = min(lowest, balance);
    }
    cout << -lowest << "\n";
    return 0;
}
