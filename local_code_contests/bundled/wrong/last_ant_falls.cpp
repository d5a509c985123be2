// Bug: ignores the directions and takes the distance to the farther end for every ant.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    long long len;
    int n;
    cin >> len >> n;
    long long best = 0;
    for (int i = 0; i < n; ++i) {
        long long p;
        char d;
        cin >> p >> d;
        best = max(best, max(p, len - p));
    }
    cout << best << "\n";
    return 0;
}
