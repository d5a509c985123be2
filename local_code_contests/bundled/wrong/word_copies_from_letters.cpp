// Deliberately wrong variant of solutions/word_copies_from_letters.cpp: ignores that a letter may occur several times in t.
#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int have[26] = {};
    for (char c : s) ++have[c - 'a'];
    int copies = 1000;
    for (char c : t) copies = min(copies, have[c - 'a']);
    cout << copies << "\n";
    return 0;
}
