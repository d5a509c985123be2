// Bug: requires the total to be strictly below M, rejecting a total exactly equal to the budget.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long budget;
    cin >> n >> budget;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long best = -1;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            for (int k = j + 1; k < n; ++k) {
                long long s = a[i] + a[j] + a[k];
                if (s < budget && s > best) best = s;
            }
    cout << best << "\n";
    return 0;
}
