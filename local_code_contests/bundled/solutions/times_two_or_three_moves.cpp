#include <iostream>
using namespace std;

int main() {
    long long n, m;
    cin >> n >> m;
    if (m % n != 0) {
        cout << -1 << "\n";
        return 0;
    }
    long long q = m / n;
    int moves = 0;
    while (q % 2 == 0) q /= 2, ++moves;
    while (q % 3 == 0) q /= 3, ++moves;
    cout << (q == 1 ? moves : -1) << "\n";
    return 0;
}
