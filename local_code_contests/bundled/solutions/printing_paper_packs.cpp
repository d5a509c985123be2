#include <iostream>
using namespace std;

int main() {
    long long n, p, m;
    cin >> n >> p >> m;
    long long sheets = n * ((p + 1) / 2);  // up to 5 * 10^9: more than an int holds
    cout << (sheets + m - 1) / m << "\n";
    return 0;
}
