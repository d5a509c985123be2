// Bug: the capacity loop runs upwards, so one item can be taken several times.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n, cap;
    cin >> n >> cap;
    vector<long long> best(cap + 1, 0);
    for (int i = 0; i < n; ++i) {
        int w;
        long long v;
        cin >> w >> v;
        for (int c = w; c <= cap; ++c) best[c] = max(best[c], best[c - w] + v);
    }
    cout << best[cap] << "\n";
    return 0;
}
