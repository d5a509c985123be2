#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; ++i) cin >> x[i] >> y[i];
    long long s = 0;
    for (int i = 0; i < n; ++i) {
        int j = (i + 1) % n;
        s += x[i] * y[j] - x[j] * y[i];
    }
    if (s < 0) s = -s;
    cout << s << "\n";
    return 0;
}
