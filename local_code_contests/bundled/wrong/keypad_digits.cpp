// Deliberately wrong variant of solutions/keypad_digits.cpp: assumes every key has exactly three letters.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, result;
    cin >> s;
    for (char c : s) result += (char)('2' + (c - 'a') / 3);
    cout << result << "\n";
    return 0;
}
