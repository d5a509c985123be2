// Deliberately wrong variant of solutions/camel_to_snake.cpp: a run of uppercase letters gets only one underscore.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, out;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i) {
        char ch = s[i];
        if (ch >= 'A' && ch <= 'Z') {
            if (!(s[i - 1] >= 'A' && s[i - 1] <= 'Z')) out += '_';
            out += char(ch - 'A' + 'a');
        } else {
            out += ch;
        }
    }
    cout << out << "\n";
    return 0;
}
