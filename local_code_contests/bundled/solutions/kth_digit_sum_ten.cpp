#include <iostream>
using namespace std;

int main() {
    int k;
    cin >> k;
    for (long long x = 1;; ++x) {
        int sum = 0;
        for (long long y = x; y > 0; y /= 10) sum += y % 10;
        if (sum == 10 && --k == 0) {
            cout << x << "\n";
            return 0;
        }
    }
}
