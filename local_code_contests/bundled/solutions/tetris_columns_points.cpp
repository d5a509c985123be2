#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    int cnt[101] = {0};
    for (int i = 0; i < m; ++i) {
        int c;
        cin >> c;
        ++cnt[c];
    }
    int points = cnt[1];
    for (int j = 1; j <= n; ++j) points = min(points, cnt[j]);
    cout << points << "\n";
    return 0;
}
