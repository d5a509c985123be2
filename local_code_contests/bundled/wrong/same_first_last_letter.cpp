// Bug: answers NO for a word of one letter.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool ok = s.size() > 1 && s[0] == s[s.size() - 1];
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
