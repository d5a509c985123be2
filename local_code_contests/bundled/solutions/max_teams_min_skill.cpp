#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n;
    long long x;
    cin >> n >> x;
    vector<long long> a(n);
    for (auto &v : a) cin >> v;
    sort(a.begin(), a.end(), greater<long long>());
    int teams = 0;
    long long size = 0;
    for (long long v : a) {  // the strongest first; close a team as soon as it is strong enough
        ++size;
        if (size * v >= x) ++teams, size = 0;
    }
    cout << teams << "\n";
    return 0;
}
