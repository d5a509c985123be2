// Deliberately wrong variant of solutions/digit_product.cpp: keeps the product in int, which overflows for many nines.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int product = 1;
    for (char c : s) product *= c - '0';
    cout << product << "\n";
    return 0;
}
