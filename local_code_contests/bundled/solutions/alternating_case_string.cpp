#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i)
        s[i] = (i % 2 == 0) ? (char)toupper(s[i]) : (char)tolower(s[i]);
    cout << s << "\n";
    return 0;
}
