// Deliberately wrong variant of solutions/letters_by_frequency.cpp: letters with equal counts come in reverse alphabetical order.
#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count[26] = {};
    for (char c : s) ++count[c - 'a'];
    vector<pair<int, char>> letters;
    for (int i = 0; i < 26; ++i)
        if (count[i] > 0) letters.push_back({count[i], (char)('a' + i)});
    sort(letters.rbegin(), letters.rend());
    for (auto &p : letters) cout << p.second << " " << p.first << "\n";
    return 0;
}
