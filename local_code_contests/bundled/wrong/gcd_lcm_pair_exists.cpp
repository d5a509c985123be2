// Deliberately wrong variant of solutions/gcd_lcm_pair_exists.cpp: only checks g <= l instead of g dividing l.
#include <iostream>
using namespace std;

int main() {
    long long g, l;
    cin >> g >> l;
    cout << (g <= l ? "YES" : "NO") << "\n";
    return 0;
}
