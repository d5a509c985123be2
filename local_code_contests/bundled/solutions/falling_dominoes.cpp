#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    // Simulate second by second: a standing domino falls if exactly one neighbour pushes it.
    while (true) {
        string next = s;
        for (int i = 0; i < n; ++i) {
            if (s[i] != '.') continue;
            bool fromLeft = i > 0 && s[i - 1] == 'R';
            bool fromRight = i + 1 < n && s[i + 1] == 'L';
            if (fromLeft && !fromRight) next[i] = 'R';
            if (fromRight && !fromLeft) next[i] = 'L';
            if (fromLeft && fromRight) next[i] = '|';
        }
        if (next == s) break;
        s = next;
    }
    for (char &ch : s)
        if (ch == '|') ch = '.';
    cout << s << "\n";
    return 0;
}
