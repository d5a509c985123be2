// Bug: prints an empty line instead of NONE when no letter is missing.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool seen[26] = {false};
    for (char c : s) seen[c - 'a'] = true;
    string missing;
    for (int i = 0; i < 26; ++i)
        if (!seen[i]) missing += char('a' + i);
    cout << missing << "\n";
    return 0;
}
