// Bug: measures only the gap between consecutive occurrences of a letter.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int last[26];
    fill(last, last + 26, -1);
    int best = 0;
    for (int i = 0; i < (int)s.size(); ++i) {
        int c = s[i] - 'a';
        if (last[c] >= 0) best = max(best, i - last[c]);
        last[c] = i;
    }
    cout << best << "\n";
    return 0;
}
