// Deliberately wrong variant of solutions/painted_block_cubes.cpp: the inner block (a-2)(b-2)(c-2) is not clamped at 0 for thin blocks.
#include <iostream>
using namespace std;

int main() {
    long long a, b, c;
    cin >> a >> b >> c;
    long long inner = (a - 2) * (b - 2) * (c - 2);
    cout << a * b * c - inner << "\n";
    return 0;
}
