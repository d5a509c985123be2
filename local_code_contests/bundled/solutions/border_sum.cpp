#include <iostream>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < m; ++j) {
            long long x;
            cin >> x;
            if (i == 0 || i == n - 1 || j == 0 || j == m - 1) sum += x;
        }
    }
    cout << sum << "\n";
    return 0;
}
