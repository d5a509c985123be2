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
            steps += 2LL * (i - 1);
            water = cap;
        }
        steps += 1;
        water -= w;
    }
    cout << steps << "\n";
    return 0;
}
