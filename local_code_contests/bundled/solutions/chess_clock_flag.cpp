#include <iostream>
using namespace std;

int main() {
    int t, b, n;
    cin >> t >> b >> n;
    int left[2] = {t, t};
    for (int i = 0; i < n; ++i) {
        int s;
        cin >> s;
        int who = i % 2;
        left[who] -= s;
        if (left[who] < 0) {
            cout << (who == 0 ? "White" : "Black") << " " << i + 1 << "\n";
            return 0;
        }
        left[who] += b;
    }
    cout << "OK\n";
    return 0;
}
