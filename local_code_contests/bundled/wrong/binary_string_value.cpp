// Bug: keeps the value in a 32-bit int, which overflows for long strings.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int value = 0;
    for (char c : s) value = value * 2 + (c - '0');
    cout << value << "\n";
    return 0;
}
