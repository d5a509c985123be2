// Deliberately wrong variant of solutions/distinct_after_increments.cpp: adds one new value for each repeated value x when x + 1 is not in the array, missing chains of repeats.
#include <iostream>
#include <map>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<long long, int> count;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        ++count[x];
    }
    int distinct = count.size();
    for (auto &[x, c] : count)
        if (c >= 2 && !count.count(x + 1)) ++distinct;
    cout << distinct << "\n";
    return 0;
}
