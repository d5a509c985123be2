// Bug: looks only between special floors and forgets the floors below the first and above the last.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    long long bottom, top;
    int n;
    cin >> bottom >> top >> n;
    vector<long long> s(n);
    for (auto &x : s) cin >> x;
    sort(s.begin(), s.end());
    long long best = 0;
    for (int i = 1; i < n; ++i) best = max(best, s[i] - s[i - 1] - 1);
    cout << best << "\n";
    return 0;
}
