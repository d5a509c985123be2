#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s, out;
    cin >> s;
    bool caps = false;
    for (char c : s) {
        if (c == '^') caps = !caps;
        else out += caps ? (char)toupper(c) : c;
    }
    cout << out << "\n";
    return 0;
}
