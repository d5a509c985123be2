// Bug: computes the amount in an int, which overflows for tall sticks far apart.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> h(n);
    for (auto &x : h) cin >> x;
    long long best = 0;
    int i = 0, j = n - 1;
    while (i < j) {
        int amount = (j - i) * min(h[i], h[j]);
        best = max(best, (long long)amount);
        if (h[i] < h[j]) ++i;
        else --j;
    }
    cout << best << "\n";
    return 0;
}
