#include <iostream>
#include <string>
using namespace std;

int digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return c - 'A' + 10;
}

int main() {
    string s;
    cin >> s;
    for (int k = 0; k < 3; ++k) {
        int v = digit(s[1 + 2 * k]) * 16 + digit(s[2 + 2 * k]);
        cout << v << (k < 2 ? " " : "\n");
    }
    return 0;
}
