// Bug: makes the odd positions uppercase but never lowers the even positions.
#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (size_t i = 0; i < s.size(); i += 2)
        s[i] = (char)toupper(s[i]);
    cout << s << "\n";
    return 0;
}
