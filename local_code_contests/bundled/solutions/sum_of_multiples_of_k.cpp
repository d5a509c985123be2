#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long m = n / k;  // multiples k, 2k, ..., mk
    cout << k * (m * (m + 1) / 2) << "\n";
    return 0;
}
