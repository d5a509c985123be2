// Deliberately wrong variant of solutions/compare_ignore_case.cpp: compares only the common length, so a proper prefix counts as equal.
#include <iostream>
#include <string>
#include <cctype>
#include <algorithm>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int result = 0;
    size_t len = min(s.size(), t.size());
    for (size_t i = 0; i < len && result == 0; ++i) {
        char a = tolower((unsigned char)s[i]), b = tolower((unsigned char)t[i]);
        if (a < b) result = -1;
        else if (a > b) result = 1;
    }
    cout << result << "\n";
    return 0;
}
