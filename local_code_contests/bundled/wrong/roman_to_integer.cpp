// Deliberately wrong variant of solutions/roman_to_integer.cpp: adds every symbol, ignoring subtraction (IV, IX, ...).
#include <iostream>
#include <string>
using namespace std;

int value(char c) {
    switch (c) {
        case 'I': return 1;
        case 'V': return 5;
        case 'X': return 10;
        case 'L': return 50;
        case 'C': return 100;
        case 'D': return 500;
        default: return 1000;
    }
}

int main() {
    string s;
    cin >> s;
    int total = 0;
    for (char c : s) total += value(c);
    cout << total << "\n";
    return 0;
}
