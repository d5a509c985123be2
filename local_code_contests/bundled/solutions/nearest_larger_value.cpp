#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    long long x;
    cin >> n >> x;
    long long best = -1;
    for (int i = 0; i < n; ++i) {
        long long v;
        cin >> v;
        if (v > x && (best == -1 || v < best)) best = v;
    }
    cout << best << "\n";
    return 0;
}
