// Bug: lowers at most one ace from 11 to 1.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int total = 0, aces = 0;
    for (int i = 0; i < n; ++i) {
        char c;
        cin >> c;
        if (c == 'A') { total += 11; ++aces; }
        else if (c >= '2' && c <= '9') total += c - '0';
        else total += 10;
    }
    if (total > 21 && aces > 0) {
        total -= 10;
        --aces;
    }
    if (total > 21) cout << "BUST\n";
    else cout << total << "\n";
    return 0;
}
