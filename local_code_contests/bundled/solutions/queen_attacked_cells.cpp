#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    long long n, r, c;
    cin >> n >> r >> c;
    long long total = 2 * (n - 1);
    total += min(r - 1, c - 1) + min(n - r, n - c);  // main diagonal
    total += min(r - 1, n - c) + min(n - r, c - 1);  // anti-diagonal
    cout << total << "\n";
    return 0;
}
