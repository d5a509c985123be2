// Bug: always keeps the first letter of s instead of the most frequent one.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int same = 0;
    for (char c : s)
        if (c == s[0]) ++same;
    cout << (int)s.size() - same << "\n";
    return 0;
}
