#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long w;
    cin >> n >> w;
    for (int i = 0; i < n; ++i) {
        long long c;
        cin >> c;
        long long here = min(c, w);
        w -= here;
        cout << here << (i + 1 < n ? ' ' : '\n');
    }
    cout << w << "\n";
    return 0;
}
