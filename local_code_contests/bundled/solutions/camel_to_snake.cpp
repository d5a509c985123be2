#include <iostream>
#include <string>
<<<<<<< HEAD
#include <cctype>
using namespace std;

int main() {
    string s, result;
    cin >> s;
    for (char c : s) {
        if (isupper((unsigned char)c)) {
            result += '_';
            result += (char)tolower((unsigned char)c);
        } else {
            result += c;
        }
    }
    cout << result << "\n";
=======
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
>>>>>>> problems-p4
    return 0;
}
