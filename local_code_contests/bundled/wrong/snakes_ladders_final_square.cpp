// Bug: a roll that overshoots square 100 moves the token to square 100 instead of leaving it in place.
#include <iostream>
using namespace std;

int main() {
    int m;
    cin >> m;
    int jump[101];
    for (int i = 0; i <= 100; ++i) jump[i] = i;
    for (int i = 0; i < m; ++i) {
        int s, e;
        cin >> s >> e;
        jump[s] = e;
    }
    int k;
    cin >> k;
    int pos = 1;
    for (int i = 0; i < k; ++i) {
        int r;
        cin >> r;
        if (pos == 100) continue;
        pos = min(100, pos + r);
        pos = jump[pos];
    }
    cout << pos << "\n";
    return 0;
}
