#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), ones = count(s.begin(), s.end(), '1');
    int zerosLeft = 0, onesLeft = 0, best = -1;
    for (int cut = 1; cut < n; ++cut) {  // the left part is s[0..cut-1], both parts non-empty
        if (s[cut - 1] == '0') ++zerosLeft; else ++onesLeft;
        best = max(best, zerosLeft + (ones - onesLeft));
    }
    cout << best << "\n";
    return 0;
}
