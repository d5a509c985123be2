// Bug: also counts a person in the year of death.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int alive[2052] = {0};
    for (int i = 0; i < n; ++i) {
        int b, d;
        cin >> b >> d;
        for (int y = b; y <= d; ++y) ++alive[y];
    }
    int best = 1950;
    for (int y = 1950; y <= 2050; ++y)
        if (alive[y] > alive[best]) best = y;
    cout << best << "\n";
    return 0;
}
