// Deliberately wrong variant of solutions/alternating_binary_flips.cpp: keeps the first character, never tries the other pattern.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int moves = 0;
    for (int i = 1; i < (int)s.size(); ++i) {
        char expected = ((i % 2 == 0) == (s[0] == '0')) ? '0' : '1';
        if (s[i] != expected) ++moves;
    }
    cout << moves << "\n";
    return 0;
}
