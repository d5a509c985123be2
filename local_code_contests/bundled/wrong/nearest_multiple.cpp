// Deliberately wrong variant of solutions/nearest_multiple.cpp: uses C++ division towards zero, so negative n gets the wrong neighbouring multiples.
#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long below = n / k * k;
    long long above = below + k;
    cout << (n - below <= above - n ? below : above) << "\n";
    return 0;
}
