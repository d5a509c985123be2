#include <iostream>
using namespace std;

int main() {
    int n, a, b;
    cin >> n >> a >> b;
    long long total = 0;
    for (int x = 1; x <= n; ++x) {
        int s = 0;
        for (int y = x; y > 0; y /= 10) s += y % 10;
        if (s >= a && s <= b) total += x;
    }
    cout << total << "\n";
    return 0;
}
