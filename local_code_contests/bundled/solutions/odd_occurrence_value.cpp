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
    long long x = 0;
    for (long long v : a) x ^= v;
    cout << x << "\n";
    return 0;
}
