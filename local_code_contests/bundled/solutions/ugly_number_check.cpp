#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    for (int p : {2, 3, 5})
        while (n % p == 0) n /= p;
    cout << (n == 1 ? "YES" : "NO") << "\n";
    return 0;
}
