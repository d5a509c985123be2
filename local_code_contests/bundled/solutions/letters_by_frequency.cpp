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
    vector<pair<int, char>> letters;  // (-count, letter) sorts by count down, then letter up
    for (int i = 0; i < 26; ++i)
        if (count[i] > 0) letters.push_back({-count[i], (char)('a' + i)});
    sort(letters.begin(), letters.end());
    for (auto &p : letters) cout << p.second << " " << -p.first << "\n";
    return 0;
}
