// Deliberately wrong variant of solutions/gray_code_decode.cpp: applies the encoding g XOR (g / 2) once instead of inverting it.
#include <iostream>
using namespace std;

int main() {
    long long g;
    cin >> g;
    cout << (g ^ (g >> 1)) << "\n";
    return 0;
}
