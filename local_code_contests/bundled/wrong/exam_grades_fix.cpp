// Bug: wants an average strictly above 4.5, forgetting that 4.5 is rounded up.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> g(n);
    int sum = 0;
    for (auto &x : g) cin >> x, sum += x;
    sort(g.begin(), g.end());
    int redone = 0;
    while (2 * sum <= 9 * n && redone < n) {
        sum += 5 - g[redone];
        ++redone;
    }
    cout << redone << "\n";
    return 0;
}
