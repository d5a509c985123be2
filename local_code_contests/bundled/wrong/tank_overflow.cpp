// Deliberately wrong variant of solutions/tank_overflow.cpp: the spilled water is counted but the tank is not reset to C, so later days count it again.
#include <iostream>
using namespace std;

int main() {
    int n;
    long long c, u;
    cin >> n >> c >> u;
    long long water = 0, spilled = 0;
    for (int i = 0; i < n; ++i) {
        long long r;
        cin >> r;
        water += r;
        if (water > c) {
            spilled += water - c;
        }
        water = water > u ? water - u : 0;
    }
    cout << spilled << "\n";
    return 0;
}
