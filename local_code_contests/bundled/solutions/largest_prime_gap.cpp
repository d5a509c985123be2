#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<bool> composite(n + 1, false);
    int previous = -1, best = 0;
    for (long long i = 2; i <= n; ++i) {
        if (composite[i]) continue;
        for (long long j = i * i; j <= n; j += i) composite[j] = true;
        if (previous != -1 && i - previous > best) best = i - previous;
        previous = i;
    }
    cout << best << "\n";
    return 0;
}
