#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, screen;
    cin >> s;
    for (char c : s) {
        if (c == '#') {
            if (!screen.empty()) screen.pop_back();
        } else {
            screen += c;
        }
    }
    cout << (screen.empty() ? "EMPTY" : screen) << "\n";
    return 0;
}
