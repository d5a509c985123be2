#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    long long best = a[0];
    int bestCount = 0;
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && a[j] == a[i]) ++j;
        if (j - i > bestCount) {
            bestCount = j - i;
            best = a[i];
        }
        i = j;
    }
    cout << best << "\n";
    return 0;
}
