#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> seq = {1};
    size_t i2 = 0, i3 = 0, i5 = 0;
    while ((int)seq.size() < n) {
        long long next = min({seq[i2] * 2, seq[i3] * 3, seq[i5] * 5});
        seq.push_back(next);
        // Advance every pointer that produced this value, so duplicates like 6 = 2*3 = 3*2 appear once.
        if (seq[i2] * 2 == next) ++i2;
        if (seq[i3] * 3 == next) ++i3;
        if (seq[i5] * 5 == next) ++i5;
    }
    cout << seq[n - 1] << "\n";
    return 0;
}
