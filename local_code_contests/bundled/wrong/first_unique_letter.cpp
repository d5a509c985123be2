// Bug: only checks that the letter does not occur again later, ignoring earlier occurrences.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s.find(s[i], i + 1) == string::npos) {
            cout << i + 1 << "\n";
            return 0;
        }
    }
    cout << -1 << "\n";
    return 0;
}
