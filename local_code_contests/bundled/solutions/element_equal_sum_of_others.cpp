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
    long long total = 0;
    for (long long x : a) total += x;
    bool found = false;
    for (long long x : a)
        if (2 * x == total) found = true;
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
