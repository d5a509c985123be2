#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> h(n);
    for (auto &x : h) cin >> x;
    long long best = 0;
    int i = 0, j = n - 1;
    while (i < j) {  // the lower stick cannot do better with any closer partner: move it
        best = max(best, (long long)(j - i) * min(h[i], h[j]));
        if (h[i] < h[j]) ++i;
        else --j;
    }
    cout << best << "\n";
    return 0;
}
