#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), best = 0;
    for (int i = 0; i < n; ++i) {
        int seen[26] = {0}, distinct = 0;
        for (int j = i; j < n; ++j) {
            if (seen[s[j] - 'a']++ == 0) ++distinct;
            if (distinct > 2) break;
            best = max(best, j - i + 1);
        }
    }
    cout << best << "\n";
    return 0;
}
