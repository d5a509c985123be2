// Deliberately wrong variant of solutions/first_prefix_reaching_target.cpp: waits until the total is strictly greater than s.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    long long s;
    cin >> n >> s;
    long long total = 0;
    int day = -1;
    for (int i = 1; i <= n; ++i) {
        long long x;
        cin >> x;
        total += x;
        if (day == -1 && total > s) day = i;
    }
    cout << day << "\n";
    return 0;
}
