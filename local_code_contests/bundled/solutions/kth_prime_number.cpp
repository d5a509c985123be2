#include <iostream>
#include <vector>
using namespace std;

int main() {
    int k;
    cin >> k;
    const int LIMIT = 1300000;  // the 100000-th prime is 1299709
    vector<bool> composite(LIMIT + 1, false);
    int found = 0;
    for (long long i = 2; i <= LIMIT; ++i) {
        if (composite[i]) continue;
        if (++found == k) {
            cout << i << "\n";
            return 0;
        }
        for (long long j = i * i; j <= LIMIT; j += i) composite[j] = true;
    }
    return 0;
}
