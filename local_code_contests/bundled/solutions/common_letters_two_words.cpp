#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    bool in_s[26] = {false}, in_t[26] = {false};
    for (char c : s) in_s[c - 'a'] = true;
    for (char c : t) in_t[c - 'a'] = true;
    string out;
    for (int i = 0; i < 26; ++i)
        if (in_s[i] && in_t[i]) out += char('a' + i);
    cout << (out.empty() ? "NONE" : out) << "\n";
    return 0;
}
