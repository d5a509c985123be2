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
    long long covered = 0;  // [0, covered] is covered
    int used = 0;
    bool first = true;
    while (first || covered < L) {
        first = false;
        long long farthest = -1;
        for (auto &p : s)  // among segments starting inside the covered part, take the one reaching farthest
            if (p.first <= covered && p.second > covered) farthest = max(farthest, p.second);
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
