// Deliberately wrong variant of solutions/count_of_maximum_value.cpp: a new maximum resets the count to 0 instead of 1.
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
    long long mx = a[0];
    int count = 1;
    for (int i = 1; i < n; ++i) {
        if (a[i] > mx) {
            mx = a[i];
            count = 0;
        } else if (a[i] == mx) {
            ++count;
        }
    }
    cout << count << "\n";
    return 0;
}
