#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    // Go from small to large and give each element the smallest value not used yet.
    long long last = 0;
    int distinct = 0;
    for (long long x : a) {
        if (x > last) {
            last = x;
            ++distinct;
        } else if (x + 1 > last) {
            last = x + 1;
            ++distinct;
        }
    }
    cout << distinct << "\n";
    return 0;
}
