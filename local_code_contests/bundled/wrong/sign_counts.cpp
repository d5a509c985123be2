// Deliberately wrong variant of solutions/sign_counts.cpp: zero is counted as positive.
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
    int pos = 0, neg = 0, zero = 0;
    for (long long x : a) {
        if (x >= 0) ++pos;
        else if (x < 0) ++neg;
        else ++zero;
    }
    cout << pos << " " << neg << " " << zero << "\n";
    return 0;
}
