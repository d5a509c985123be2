// Bug: the straight part of the walk uses the signed differences, |dx - dy| instead of ||dx| - |dy||.
#include <iostream>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    long long x1, y1, x2, y2;
    cin >> x1 >> y1 >> x2 >> y2;
    long long dx = x2 - x1, dy = y2 - y1;
    cout << min(llabs(dx), llabs(dy)) + llabs(dx - dy) << "\n";
    return 0;
}
