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
    long long sum = 0;
    for (long long x : a)
        if (x % 2 != 0) sum += x;
    cout << sum << "\n";
    return 0;
}
