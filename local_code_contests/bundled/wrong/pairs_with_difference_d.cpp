// Deliberately wrong variant of solutions/pairs_with_difference_d.cpp: only counts pairs where the later element is the larger one.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    long long d;
    cin >> n >> d;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (a[j] - a[i] == d) ++count;
    cout << count << "\n";
    return 0;
}
