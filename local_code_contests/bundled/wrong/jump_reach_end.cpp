// Bug: answers NO whenever a stone before the last has a_i = 0, even if the frog can jump over it.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    bool ok = true;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        if (i < n - 1 && a == 0) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
