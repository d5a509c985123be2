#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int fives = 0, tens = 0;
    bool ok = true;
    for (int i = 0; i < n; ++i) {
        int b;
        cin >> b;
        if (b == 5) ++fives;
        else if (b == 10) {
            if (fives == 0) ok = false; else --fives, ++tens;
        } else {  // give 10 + 5 when possible: fives are more useful later
            if (tens > 0 && fives > 0) --tens, --fives;
            else if (fives >= 3) fives -= 3;
            else ok = false;
        }
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
