// Bug: when a new piece starts, the letter that starts it is not remembered as used.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool seen[26] = {false};
    int pieces = 1;
    for (char c : s) {
        if (seen[c - 'a']) {
            ++pieces;
            for (bool &b : seen) b = false;
        } else {
            seen[c - 'a'] = true;
        }
    }
    cout << pieces << "\n";
    return 0;
}
