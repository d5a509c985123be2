// Deliberately wrong variant of solutions/difference_of_two_squares.cpp: accepts only odd n, forgetting multiples of 4 such as 4 = 2*2 - 0*0.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    cout << (n % 2 == 1 ? "YES" : "NO") << "\n";
    return 0;
}
