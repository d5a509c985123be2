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
    for (long long x : a) sum += x;
    int count = 0;
    for (long long x : a)
        if (x * n > sum) ++count;  // x > sum / n without rounding
    cout << count << "\n";
    return 0;
}
