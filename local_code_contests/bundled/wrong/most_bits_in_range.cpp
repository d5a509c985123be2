// Bug: uses >= so a later number with the same count of ones replaces the smaller one.
#include <iostream>
using namespace std;

int main() {
    int l, r;
    cin >> l >> r;
    int best = l, bestBits = __builtin_popcount(l);
    for (int x = l + 1; x <= r; ++x)
        if (__builtin_popcount(x) >= bestBits) {
            bestBits = __builtin_popcount(x);
            best = x;
        }
    cout << best << "\n";
    return 0;
}
