// Deliberately wrong variant of solutions/ugly_number_check.cpp: divides out 2 and 3 but forgets the prime 5.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    for (int p : {2, 3})
        while (n % p == 0) n /= p;
    cout << (n == 1 ? "YES" : "NO") << "\n";
    return 0;
}
