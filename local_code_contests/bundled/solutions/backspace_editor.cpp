#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, text;
    cin >> s;
    for (char c : s) {
        if (c == '#') {
            if (!text.empty()) text.pop_back();
        } else {
            text += c;
        }
    }
    cout << (text.empty() ? "EMPTY" : text) << "\n";
    return 0;
}
