#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int sum = 0;
    for (int i = (int)s.size() - 1, position = 1; i >= 0; --i, ++position) {
        int d = s[i] - '0';
        if (position % 2 == 0) {
            d *= 2;
            if (d > 9) d -= 9;
        }
        sum += d;
    }
    cout << (sum % 10 == 0 ? "YES" : "NO") << "\n";
    return 0;
}
