#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long total = 0;  // in teaspoons: up to 100 * 48 * 10^9
    for (int i = 0; i < n; ++i) {
        long long q;
        string unit;
        cin >> q >> unit;
        if (unit == "cup") total += q * 48;
        else if (unit == "tbsp") total += q * 3;
        else total += q;
    }
    cout << total / 48 << " " << total % 48 / 3 << " " << total % 3 << "\n";
    return 0;
}
