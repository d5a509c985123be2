// Deliberately wrong variant of solutions/falling_dominoes.cpp: a domino pushed from both sides at once falls to the left instead of staying up.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    while (true) {
        string next = s;
        for (int i = 0; i < n; ++i) {
            if (s[i] != '.') continue;
            bool fromLeft = i > 0 && s[i - 1] == 'R';
            bool fromRight = i + 1 < n && s[i + 1] == 'L';
            if (fromLeft && !fromRight) next[i] = 'R';
            if (fromRight) next[i] = 'L';
        }
        if (next == s) break;
        s = next;
    }
    cout << s << "\n";
    return 0;
}
