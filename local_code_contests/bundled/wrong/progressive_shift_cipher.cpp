// Bug: wraps around at most once, so shifts that pass z twice give characters beyond z.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i) {
        int v = s[i] - 'a' + (int)i + 1;
        if (v >= 26) v -= 26;
        s[i] = char('a' + v);
    }
    cout << s << "\n";
    return 0;
}
