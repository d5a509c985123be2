#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int have[26] = {}, need[26] = {};
    for (char c : s) ++have[c - 'a'];
    for (char c : t) ++need[c - 'a'];
    int copies = 1000;
    for (int i = 0; i < 26; ++i)
        if (need[i] > 0) copies = min(copies, have[i] / need[i]);
    cout << copies << "\n";
    return 0;
}
