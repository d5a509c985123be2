// Bug: rounds the average down with integer division.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long sum = 0;
    int good = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        if (i > 0 && a >= sum / i) ++good;
        sum += a;
    }
    cout << good << "\n";
    return 0;
}
