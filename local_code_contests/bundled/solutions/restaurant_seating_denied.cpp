#include <iostream>
using namespace std;

int main() {
    int n, a, b;
    cin >> n >> a >> b;
    int half = 0, denied = 0;
    for (int i = 0; i < n; ++i) {
        int t;
        cin >> t;
        if (t == 1) {
            if (a > 0) --a;
            else if (b > 0) { --b; ++half; }
            else if (half > 0) --half;
            else denied += 1;
        } else {
            if (b > 0) --b;
            else denied += 2;
        }
    }
    cout << denied << "\n";
    return 0;
}
