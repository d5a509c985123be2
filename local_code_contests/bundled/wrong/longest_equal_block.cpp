// Deliberately wrong variant of solutions/longest_equal_block.cpp: updates the answer only when a block ends, so the last block is never counted.
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
    int best = 1, run = 1;
    for (int i = 1; i < n; ++i) {
        if (a[i] == a[i - 1]) {
            ++run;
        } else {
            best = max(best, run);
            run = 1;
        }
    }
    cout << best << "\n";
    return 0;
}
