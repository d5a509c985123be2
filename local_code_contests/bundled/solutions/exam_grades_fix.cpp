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
    sort(g.begin(), g.end());  // redo the worst works first
    int redone = 0;
    while (2 * sum < 9 * n) {  // the average is at least 4.5
        sum += 5 - g[redone];
        ++redone;
    }
    cout << redone << "\n";
    return 0;
}
