#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == ' ') continue;
        bool first = (i == 0 || s[i - 1] == ' ');
        s[i] = first ? toupper((unsigned char)s[i]) : tolower((unsigned char)s[i]);
    }
    cout << s << "\n";
    return 0;
}
