// Deliberately wrong variant of solutions/first_index_of_value.cpp: no break: it reports the last occurrence.
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
    long long x;
    cin >> x;
    int pos = -1;
    for (int i = 0; i < n; ++i)
        if (a[i] == x) {
            pos = i + 1;
        }
    cout << pos << "\n";
    return 0;
}
