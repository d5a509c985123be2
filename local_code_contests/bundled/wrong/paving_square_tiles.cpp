// Bug: computes in int, so the product of the two tile counts overflows for large squares.
#include <iostream>
using namespace std;

int main() {
    int n, m, a;
    cin >> n >> m >> a;
    int rows = n / a + (n % a != 0), cols = m / a + (m % a != 0);
    cout << rows * cols << "\n";
    return 0;
}
