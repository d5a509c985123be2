// Bug: ends a game at 4 points without requiring a two-point lead.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int a = 0, b = 0, ga = 0, gb = 0;
    for (char c : s) {
        if (c == 'A') ++a; else ++b;
        if (a >= 4 && a > b) { ++ga; a = b = 0; }
        else if (b >= 4 && b > a) { ++gb; a = b = 0; }
    }
    cout << ga << " " << gb << "\n";
    return 0;
}
