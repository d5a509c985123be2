#include <iostream>
using namespace std;

int main() {
    long long x[3], y[3];
    for (int i = 0; i < 3; ++i) cin >> x[i] >> y[i];
    // Each coordinate of the missing corner is the one that appears only once among the three.
    long long fx = x[0] == x[1] ? x[2] : (x[0] == x[2] ? x[1] : x[0]);
    long long fy = y[0] == y[1] ? y[2] : (y[0] == y[2] ? y[1] : y[0]);
    cout << fx << " " << fy << "\n";
    return 0;
}
