// Deliberately wrong variant of solutions/huge_number_remainder.cpp: keeps the remainder in int, so r * 10 overflows for large m.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string n;
    int m;
    cin >> n >> m;
    int r = 0;
    for (char c : n) r = (r * 10 + (c - '0')) % m;
    cout << r << "\n";
    return 0;
}
