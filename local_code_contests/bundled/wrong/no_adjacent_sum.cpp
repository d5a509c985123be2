// Deliberately wrong variant of solutions/no_adjacent_sum.cpp: only compares robbing every odd-numbered house with robbing every even-numbered house.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sums[2] = {0, 0};
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        sums[i % 2] += x;
    }
    cout << max(sums[0], sums[1]) << "\n";
    return 0;
}
