// Bug: counts columns from 0 but rows from 1, which swaps the two colours.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int t;
    cin >> t;
    while (t--) {
        string s;
        cin >> s;
        int c = s[0] - 'a', r = s[1] - '0';
        cout << ((c + r) % 2 == 0 ? "BLACK" : "WHITE") << "\n";
    }
    return 0;
}
