#include <iostream>
using namespace std;

int main() {
    int p, n;
    cin >> p >> n;
    long long credit = 0, snacks = 0;
    for (int i = 0; i < n; ++i) {
        long long c;
        cin >> c;
        credit += c;
        while (credit >= p) {
            credit -= p;
            ++snacks;
        }
    }
    cout << snacks << " " << credit << "\n";
    return 0;
}
