#include <iostream>
using namespace std;

int main() {
    long long n, m, r, c;
    cin >> n >> m >> r >> c;
    int count = 0;
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr == 0 && dc == 0) continue;
            long long a = r + dr, b = c + dc;
            if (a >= 1 && a <= n && b >= 1 && b <= m) ++count;
        }
    cout << count << "\n";
    return 0;
}
