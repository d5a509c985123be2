#include <iostream>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    long long x1, y1, x2, y2;
    cin >> x1 >> y1 >> x2 >> y2;
    cout << max(llabs(x1 - x2), llabs(y1 - y2)) << "\n";
    return 0;
}
