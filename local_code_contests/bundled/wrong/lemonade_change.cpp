// Bug: pays change for 20 with three 5s first, wasting the 5s that later 10s need.
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
        } else {
            if (fives >= 3) fives -= 3;
            else if (tens > 0 && fives > 0) --tens, --fives;
            else ok = false;
        }
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
