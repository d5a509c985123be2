#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long core = -1;
    bool ok = true;
    for (int i = 0; i < n; ++i) {
        long long a;
        cin >> a;
        // Doubling and tripling only change the factors 2 and 3: the rest must be the same everywhere.
        while (a % 2 == 0) a /= 2;
        while (a % 3 == 0) a /= 3;
        if (core == -1) core = a;
        else if (a != core) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
