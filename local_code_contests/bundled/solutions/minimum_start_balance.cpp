#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long balance = 0, lowest = 0;  // the balance before any operation counts too
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        balance += a;
        lowest = min(lowest, balance);
    }
    cout << -lowest << "\n";
    return 0;
}
