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
    int ones = max(0, c[1] - c[3]);  // every group of 3 takes a group of 1 along if it can
    taxis += c[2] / 2;
    if (c[2] % 2 == 1) {  // one group of 2 left: it rides with up to two groups of 1
        ++taxis;
        ones = max(0, ones - 2);
    }
    taxis += (ones + 3) / 4;
    cout << taxis << "\n";
    return 0;
}
