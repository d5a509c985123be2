<<<<<<< HEAD
// Deliberately wrong variant of solutions/camel_to_snake.cpp: puts no underscore before an uppercase letter that follows another uppercase letter.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s, result;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (isupper((unsigned char)c)) {
            if (!isupper((unsigned char)s[i - 1])) result += '_';
            result += (char)tolower((unsigned char)c);
        } else {
            result += c;
        }
    }
    cout << result << "\n";
=======
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
>>>>>>> problems-p4
    return 0;
}
