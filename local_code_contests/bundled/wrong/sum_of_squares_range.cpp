// Deliberately wrong variant of solutions/sum_of_squares_range.cpp: computes n * (n + 1) * (2n + 1) in int, which overflows.
#include <iostream>
using namespace std;

long long squares_up_to(int n) {
    return n * (n + 1) * (2 * n + 1) / 6;
}

int main() {
    int l, r;
    cin >> l >> r;
    cout << squares_up_to(r) - squares_up_to(l - 1) << "\n";
    return 0;
}
