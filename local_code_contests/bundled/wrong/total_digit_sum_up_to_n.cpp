// Deliberately wrong variant of solutions/total_digit_sum_up_to_n.cpp: the loop stops at n - 1.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long total = 0;
    for (int x = 1; x < n; ++x)
        for (int y = x; y > 0; y /= 10) total += y % 10;
    cout << total << "\n";
    return 0;
}
