// Deliberately wrong variant of solutions/days_until_warmer.cpp: a day with the same temperature counts as warmer.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> t(n);
    for (auto &x : t) cin >> x;
    for (int i = 0; i < n; ++i) {
        int wait = 0;
        for (int j = i + 1; j < n; ++j) {
            if (t[j] >= t[i]) {
                wait = j - i;
                break;
            }
        }
        cout << wait << (i + 1 < n ? ' ' : '\n');
    }
    return 0;
}
