// Deliberately wrong variant of solutions/pangram_check.cpp: counts only lowercase letters, so uppercase ones are missed.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool seen[26] = {};
    for (char c : s)
        if (c >= 'a' && c <= 'z') seen[c - 'a'] = true;
    bool all = true;
    for (int i = 0; i < 26; ++i)
        if (!seen[i]) all = false;
    cout << (all ? "YES" : "NO") << "\n";
    return 0;
}
