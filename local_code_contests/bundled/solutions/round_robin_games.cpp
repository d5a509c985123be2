#include <iostream>
using namespace std;

int main() {
    long long n;  // up to 3 * 10^9: does not fit in int
    cin >> n;
    cout << n * (n - 1) << "\n";  // at most about 9 * 10^18
    return 0;
}
