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
        if (pos + r <= 100) pos += r;
        pos = jump[pos];
    }
    cout << pos << "\n";
    return 0;
}
