// Bug: when a third letter appears, restarts from the previous character only, not from the start of its block.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), best = 1, start = 0;
    for (int j = 1; j < n; ++j) {
        int seen[26] = {0}, distinct = 0;
        for (int k = start; k <= j; ++k)
            if (seen[s[k] - 'a']++ == 0) ++distinct;
        if (distinct > 2) start = j - 1;
        best = max(best, j - start + 1);
    }
    cout << best << "\n";
    return 0;
}
