#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int pos = 0, lo = 0, hi = 0;
    for (char c : s) {
        pos += (c == 'R') ? 1 : -1;
        lo = min(lo, pos);
        hi = max(hi, pos);
    }
    cout << hi - lo + 1 << "\n";
    return 0;
}
