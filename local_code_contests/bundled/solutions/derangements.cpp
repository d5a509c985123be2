#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long d[21];
    d[0] = 1;  // the empty arrangement
    d[1] = 0;
    for (int i = 2; i <= n; ++i) d[i] = (i - 1) * (d[i - 1] + d[i - 2]);
    cout << d[n] << "\n";
    return 0;
}
