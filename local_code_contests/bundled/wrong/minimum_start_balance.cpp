// Bug: takes the lowest balance only after the operations, so it prints a negative x when every balance is positive.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long balance = 0, lowest = 4000000000000000000LL;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        balance += a;
        lowest = min(lowest, balance);
    }
    cout << -lowest << "\n";
    return 0;
}
