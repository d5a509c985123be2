#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long t;
    cin >> n >> t;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (a[i] + a[j] == t) {
                cout << i + 1 << " " << j + 1 << "\n";
                return 0;
            }
    cout << -1 << "\n";
    return 0;
}
