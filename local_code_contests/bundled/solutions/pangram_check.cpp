#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool seen[26] = {};
    for (char c : s) seen[tolower((unsigned char)c) - 'a'] = true;
    bool all = true;
    for (int i = 0; i < 26; ++i)
        if (!seen[i]) all = false;
    cout << (all ? "YES" : "NO") << "\n";
    return 0;
}
