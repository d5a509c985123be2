// Bug: starts from y = 1, so a wake-up time that is already lucky is never used.
#include <iostream>
using namespace std;

int main() {
    int x, hh, mm;
    cin >> x >> hh >> mm;
    int t = hh * 60 + mm;
    for (int y = 1;; ++y) {
        int a = ((t - x * y) % 1440 + 1440) % 1440;
        int h = a / 60, m = a % 60;
        if (h / 10 == 7 || h % 10 == 7 || m / 10 == 7 || m % 10 == 7) {
            cout << y << "\n";
            return 0;
        }
    }
}
