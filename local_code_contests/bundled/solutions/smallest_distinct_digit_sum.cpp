#include <iostream>
#include <string>
using namespace std;

int main() {
    int s;
    cin >> s;
    // Fewest digits first: take the largest unused digits; then write them in increasing order.
    string digits;
    for (int d = 9; d >= 1 && s > 0; --d) {
        if (s >= d) {
            digits = char('0' + d) + digits;
            s -= d;
        }
    }
    cout << digits << "\n";
    return 0;
}
