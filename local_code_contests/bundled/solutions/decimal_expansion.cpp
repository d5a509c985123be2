#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << a / b;
    int r = a % b;
    if (r == 0) {
        cout << "\n";
        return 0;
    }
    // Long division; the digits repeat from the first moment a remainder comes back.
    vector<int> first_seen(b, -1);
    string digits;
    while (r != 0 && first_seen[r] == -1) {
        first_seen[r] = digits.size();
        r *= 10;
        digits += char('0' + r / b);
        r %= b;
    }
    if (r == 0) {
        cout << "." << digits << "\n";
    } else {
        cout << "." << digits.substr(0, first_seen[r]) << "(" << digits.substr(first_seen[r]) << ")\n";
    }
    return 0;
}
