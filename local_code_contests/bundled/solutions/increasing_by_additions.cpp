#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long previous = 0, coins = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        long long need = (i == 0 || x > previous) ? x : previous + 1;
        coins += need - x;
        previous = need;
    }
    cout << coins << "\n";
    return 0;
}
