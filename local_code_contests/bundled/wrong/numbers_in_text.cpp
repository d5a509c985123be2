// Deliberately wrong variant of solutions/numbers_in_text.cpp: numbers and the sum are kept in int and overflow.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    cin >> s;
    int total = 0, current = 0;
    for (char c : s) {
        if (isdigit((unsigned char)c)) {
            current = current * 10 + (c - '0');
        } else {
            total += current;
            current = 0;
        }
    }
    total += current;
    cout << total << "\n";
    return 0;
}
