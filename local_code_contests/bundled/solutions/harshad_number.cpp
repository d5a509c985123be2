#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long digit_sum = 0;
    for (long long m = n; m > 0; m /= 10) digit_sum += m % 10;
    cout << (n % digit_sum == 0 ? "YES" : "NO") << "\n";
    return 0;
}
