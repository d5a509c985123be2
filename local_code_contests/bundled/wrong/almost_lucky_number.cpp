// Bug: only accepts a count of exactly 4 lucky digits and forgets that 7 is lucky too.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count = 0;
    for (char c : s) {
        if (c == '4' || c == '7') ++count;
    }
    cout << (count == 4 ? "YES" : "NO") << "\n";
    return 0;
}
