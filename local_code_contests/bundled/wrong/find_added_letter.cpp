// Bug: looks for a letter of t that does not occur in s at all, so a repeated letter is never found.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    for (char c : t)
        if (s.find(c) == string::npos) {
            cout << c << "\n";
            return 0;
        }
    cout << t.back() << "\n";
    return 0;
}
