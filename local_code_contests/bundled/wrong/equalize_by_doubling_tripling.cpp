// Deliberately wrong variant of solutions/equalize_by_doubling_tripling.cpp: removes the factors 2 but forgets the factors 3.
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
        while (a % 2 == 0) a /= 2;
        if (core == -1) core = a;
        else if (a != core) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
