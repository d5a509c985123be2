// Bug: counts the refill trip from plant i instead of from position i - 1.
#include <iostream>
using namespace std;

int main() {
    int n, cap;
    cin >> n >> cap;
    long long steps = 0;
    int water = cap;
    for (int i = 1; i <= n; ++i) {
        int w;
        cin >> w;
        if (water < w) {
            steps += 2LL * i;
            water = cap;
        }
        steps += 1;
        water -= w;
    }
    cout << steps << "\n";
    return 0;
}
