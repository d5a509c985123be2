// Deliberately wrong variant of solutions/subtract_largest_digit_steps.cpp: assumes every step subtracts 9 and answers ceil(n / 9).
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    cout << (n + 8) / 9 << "\n";
    return 0;
}
