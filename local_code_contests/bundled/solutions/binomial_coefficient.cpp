#include <iostream>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    long long c[61][61] = {};  // Pascal's triangle: every entry up to C(60, 30) fits
    for (int i = 0; i <= n; ++i) {
        c[i][0] = 1;
        for (int j = 1; j <= i; ++j) c[i][j] = c[i - 1][j - 1] + c[i - 1][j];
    }
    cout << c[n][k] << "\n";
    return 0;
}
