// Deliberately wrong variant of solutions/anagram_deletions.cpp: only looks at letters that occur in s.
#include <iostream>
#include <string>
#include <cstdlib>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int cs[26] = {}, ct[26] = {};
    for (char c : s) ++cs[c - 'a'];
    for (char c : t) ++ct[c - 'a'];
    int deletions = 0;
    for (int i = 0; i < 26; ++i)
        if (cs[i] > 0) deletions += abs(cs[i] - ct[i]);
    cout << deletions << "\n";
    return 0;
}
