#include <iostream>
using namespace std;

int main() {
    int n, p[7];
    cin >> n;
    for (int i = 0; i < 7; ++i) cin >> p[i];
    for (int i = 0;; i = (i + 1) % 7) {
        n -= p[i];
        if (n <= 0) {
            cout << i + 1 << "\n";
            return 0;
        }
    }
}
