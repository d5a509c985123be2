// Bug: uses >= when comparing sums, so ties go to the last row instead of the first.
#include <iostream>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    long long best = 0;
    int bestRow = 0;
    for (int i = 1; i <= n; ++i) {
        long long sum = 0;
        for (int j = 0; j < m; ++j) {
            long long x;
            cin >> x;
            sum += x;
        }
        if (bestRow == 0 || sum >= best) {
            best = sum;
            bestRow = i;
        }
    }
    cout << bestRow << "\n";
    return 0;
}
