// Deliberately wrong variant of solutions/fourth_corner.cpp: assumes the third corner given is the one between the other two.
#include <iostream>
using namespace std;

int main() {
    long long x[3], y[3];
    for (int i = 0; i < 3; ++i) cin >> x[i] >> y[i];
    cout << x[0] + x[1] - x[2] << " " << y[0] + y[1] - y[2] << "\n";
    return 0;
}
