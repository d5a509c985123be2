// Bug: treats 0 as positive, so points on the axes are counted in a quarter.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int c[4] = {0, 0, 0, 0};
    for (int i = 0; i < n; ++i) {
        long long x, y;
        cin >> x >> y;
        if (x >= 0 && y >= 0) c[0]++;
        else if (x < 0 && y >= 0) c[1]++;
        else if (x < 0 && y < 0) c[2]++;
        else c[3]++;
    }
    cout << c[0] << " " << c[1] << " " << c[2] << " " << c[3] << "\n";
    return 0;
}
