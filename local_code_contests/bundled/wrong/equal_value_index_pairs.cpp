// Bug: counts c*(c+1)/2 pairs for a value seen c times, so each index is also paired with itself.
#include <iostream>
#include <map>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<long long, long long> cnt;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        cnt[x]++;
    }
    long long pairs = 0;
    for (auto &e : cnt) pairs += e.second * (e.second + 1) / 2;
    cout << pairs << "\n";
    return 0;
}
