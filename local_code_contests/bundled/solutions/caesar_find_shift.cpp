#include <iostream>
#include <string>
using namespace std;

int main() {
    string p, c;
    cin >> p >> c;
    for (int k = 0; k < 26; ++k) {
        bool ok = true;
        for (size_t i = 0; i < p.size(); ++i)
            if ((p[i] - 'a' + k) % 26 != c[i] - 'a') ok = false;
        if (ok) {
            cout << k << "\n";
            return 0;
        }
    }
    cout << -1 << "\n";
    return 0;
}
