// Deliberately wrong variant of solutions/odd_divisor_exists.cpp: answers YES only for odd n, missing even numbers like 6 with an odd factor.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    cout << (n % 2 == 1 ? "YES" : "NO") << "\n";
    return 0;
}
