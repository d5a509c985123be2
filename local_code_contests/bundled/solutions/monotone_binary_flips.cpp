#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    int zeros = count(s.begin(), s.end(), '0');
    int onesLeft = 0, zerosLeft = 0;
    int best = zeros;  // cut before position 0: every 0 becomes 1
    for (int i = 0; i < n; ++i) {  // cut after position i: ones on the left and zeros on the right change
        if (s[i] == '1') ++onesLeft; else ++zerosLeft;
        best = min(best, onesLeft + (zeros - zerosLeft));
    }
    cout << best << "\n";
    return 0;
}
