#include <iostream>
#include <vector>
using namespace std;

int n;
vector<long long> w;
long long total, best;

// Try every group: weight i goes into the first group or not.
void search(int i, long long group) {
    if (i == n) {
        long long difference = total - 2 * group;
        if (difference < 0) difference = -difference;
        if (difference < best) best = difference;
        return;
    }
    search(i + 1, group + w[i]);
    search(i + 1, group);
}

int main() {
    cin >> n;
    w.resize(n);
    total = 0;
    for (auto &x : w) {
        cin >> x;
        total += x;
    }
    best = total;
    search(0, 0);
    cout << best << "\n";
    return 0;
}
