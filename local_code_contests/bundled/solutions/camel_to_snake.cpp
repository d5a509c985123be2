#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, out;
    cin >> s;
    for (char ch : s) {
        if (ch >= 'A' && ch <= 'Z') {
            out += '_';
            out += char(ch - 'A' + 'a');
        } else {
            out += ch;
        }
    }
    cout << out << "\n";
    return 0;
}
