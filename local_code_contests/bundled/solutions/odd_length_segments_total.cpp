#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> pref(n + 1, 0);
    for (int i = 1; i <= n; ++i) {
        long long a;
        cin >> a;
        pref[i] = pref[i - 1] + a;
    }
    long long total = 0;
    for (int l = 1; l <= n; ++l)
        for (int r = l; r <= n; r += 2) total += pref[r] - pref[l - 1];
    cout << total << "\n";
    return 0;
}
