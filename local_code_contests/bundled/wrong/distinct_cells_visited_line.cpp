// Bug: forgets the starting cell: the range starts at the position after the first move.
#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int pos = (s[0] == 'R') ? 1 : -1, lo = pos, hi = pos;
    for (char c : s.substr(1)) {
        pos += (c == 'R') ? 1 : -1;
        lo = min(lo, pos);
        hi = max(hi, pos);
    }
    cout << hi - lo + 1 << "\n";
    return 0;
}
