// Bug: a player who has exactly the needed number of candies is treated as unable to give.
#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    for (long long i = 1;; ++i) {
        if (i % 2 == 1) {
            if (a <= i) { cout << "Alice\n"; return 0; }
            a -= i;
        } else {
            if (b <= i) { cout << "Bob\n"; return 0; }
            b -= i;
        }
    }
}
