#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long factorial[10] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880};
    long long sum = 0;
    for (long long m = n; m > 0; m /= 10) sum += factorial[m % 10];
    cout << (sum == n ? "YES" : "NO") << "\n";
    return 0;
}
