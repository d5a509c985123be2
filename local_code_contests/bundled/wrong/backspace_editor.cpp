// Bug: a # typed on an empty text is remembered and erases the next letter typed.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, text;
    cin >> s;
    int debt = 0;
    for (char c : s) {
        if (c == '#') {
            if (!text.empty()) text.pop_back();
            else ++debt;
        } else if (debt > 0) {
            --debt;
        } else {
            text += c;
        }
    }
    cout << (text.empty() ? "EMPTY" : text) << "\n";
    return 0;
}
