#include <iostream>
using namespace std;

int main() {
    long long n, m;
    cin >> n >> m;
    __int128 sum = (__int128)n * (n + 1) / 2;
    cout << (long long)(sum % m) << "\n";
    return 0;
}
