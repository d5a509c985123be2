// Bug: prints n % 10 directly, which is negative for negative n.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    cin >> n;
    cout << n % 10 << "\n";
    return 0;
}
