// Deliberately wrong variant of solutions/grid_rectangles.cpp: multiplies the two counts in int, which overflows for large grids.
#include <iostream>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    long long result = (n * (n + 1) / 2) * (m * (m + 1) / 2);
    cout << result << "\n";
    return 0;
}
