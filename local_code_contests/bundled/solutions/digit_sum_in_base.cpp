#include <iostream>
using namespace std;

int main() {
    long long n, b;
    cin >> n >> b;
    long long sum = 0;
    for (; n > 0; n /= b) sum += n % b;
    cout << sum << "\n";
    return 0;
}
