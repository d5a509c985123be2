// Bug: a leftover group of 2 gets its own taxi without taking groups of 1 along.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int c[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < n; ++i) {
        int s;
        cin >> s;
        ++c[s];
    }
    int taxis = c[4] + c[3];
    int ones = max(0, c[1] - c[3]);
    taxis += (c[2] + 1) / 2;
    taxis += (ones + 3) / 4;
    cout << taxis << "\n";
    return 0;
}
