// Bug: a new segment must start strictly inside the covered part, so segments that only touch it are refused.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long L;
    cin >> n >> L;
    vector<pair<long long, long long>> s(n);
    for (auto &p : s) cin >> p.first >> p.second;
    long long covered = 0;
    int used = 0;
    bool first = true;
    while (first || covered < L) {
        long long farthest = -1;
        for (auto &p : s)
            if ((first ? p.first <= covered : p.first < covered) && p.second > covered) farthest = max(farthest, p.second);
        first = false;
        if (farthest < 0) {
            used = -1;
            break;
        }
        covered = farthest;
        ++used;
    }
    cout << used << "\n";
    return 0;
}
