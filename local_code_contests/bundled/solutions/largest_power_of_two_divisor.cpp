#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long power = 1;
    while (n % 2 == 0) {
        n /= 2;
        power *= 2;
    }
    cout << power << "\n";
    return 0;
}
