// Deliberately wrong variant of solutions/big_power_of_two.cpp: uses unsigned long long, which overflows from 2^64 on.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    unsigned long long value = 1;
    for (int i = 0; i < n; ++i) value *= 2;
    cout << value << "\n";
    return 0;
}
