// Bug: goes down greedily to the larger of the two numbers below, which can miss a better path.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<int>> t(n);
    for (int i = 0; i < n; ++i) {
        t[i].resize(i + 1);
        for (auto &x : t[i]) cin >> x;
    }
    int j = 0, sum = t[0][0];
    for (int i = 1; i < n; ++i) {
        if (t[i][j + 1] > t[i][j]) ++j;
        sum += t[i][j];
    }
    cout << sum << "\n";
    return 0;
}
