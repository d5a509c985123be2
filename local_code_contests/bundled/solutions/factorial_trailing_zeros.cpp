#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long zeros = 0;
    while (n > 0) {  // count the factors 5 in 1..n: n/5 + n/25 + n/125 + ...
        n /= 5;
        zeros += n;
    }
    cout << zeros << "\n";
    return 0;
}
