#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    while (n % 2 == 0) n /= 2;  // trailing zeros have no 1 on their right
    int best = 0, run = 0;
    for (; n > 0; n /= 2) {
        if (n % 2 == 0) {
            ++run;
        } else {
            if (run > best) best = run;
            run = 0;
        }
    }
    cout << best << "\n";
    return 0;
}
