#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> res;
    long long score = 0;
    bool lastMerged = false;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        if (x == 0) continue;
        if (!res.empty() && !lastMerged && res.back() == x) {
            res.back() *= 2;
            score += res.back();
            lastMerged = true;
        } else {
            res.push_back(x);
            lastMerged = false;
        }
    }
    while ((int)res.size() < n) res.push_back(0);
    for (int i = 0; i < n; ++i) cout << res[i] << (i + 1 < n ? " " : "\n");
    cout << score << "\n";
    return 0;
}
