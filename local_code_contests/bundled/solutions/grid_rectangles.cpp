#include <iostream>
using namespace std;

int main() {
    long long n, m;
    cin >> n >> m;
    // Choose two of the n + 1 horizontal lines and two of the m + 1 vertical lines.
    cout << (n * (n + 1) / 2) * (m * (m + 1) / 2) << "\n";
    return 0;
}
