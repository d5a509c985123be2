// Bug: forgets that the charge can never go above 100 percent.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, d, c;
    string s;
    cin >> n >> d >> c >> s;
    int charge = 100;
    for (int i = 0; i < n; ++i) {
        if (s[i] == 'U') charge -= d;
        else charge = charge + c;
        if (charge <= 0) {
            cout << i + 1 << "\n";
            return 0;
        }
    }
    cout << -1 << "\n";
    return 0;
}
