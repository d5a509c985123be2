#include <iostream>
using namespace std;

int main() {
    int x1, y1, x2, y2, n;
    cin >> x1 >> y1 >> x2 >> y2 >> n;
    int cnt = 0;
    for (int i = 0; i < n; ++i) {
        int x, y;
        cin >> x >> y;
        if (x1 <= x && x <= x2 && y1 <= y && y <= y2) ++cnt;
    }
    cout << cnt << "\n";
    return 0;
}
