// Deliberately wrong variant of solutions/count_bracket_sequences.cpp: uses C(n+1) = C(n) * 2(2n+1) / (n+2), whose product overflows for n >= 34.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long c = 1;
    for (int i = 0; i < n; ++i) c = c * 2 * (2 * i + 1) / (i + 2);
    cout << c << "\n";
    return 0;
}
