#include <bits/stdc++.h>
using namespace std;
int main() {
    int a1, b1, a2, b2;
    cin >> a1 >> b1 >> a2 >> b2;
    bool ok = false;
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
            if (a1 == a2 && b1 + b2 == a1) ok = true;
            swap(a2, b2);
        }
        swap(a1, b1);
    }
    cout << (ok ? "YES" : "NO") << "\n";
}
