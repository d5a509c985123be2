#include <iostream>
using namespace std;

int main() {
    long long n, k;
    cin >> n >> k;
    long long sum = 0;
    for (long long i = 1; i <= k; ++i) sum += n % i;
    cout << sum << "\n";
    return 0;
}
