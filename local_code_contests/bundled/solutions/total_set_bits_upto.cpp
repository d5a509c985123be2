#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long total = 0;
    for (int x = 1; x <= n; ++x) total += __builtin_popcount(x);
    cout << total << "\n";
    return 0;
}
