#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int first[26];
    fill(first, first + 26, -1);
    int best = 0;
    for (int i = 0; i < (int)s.size(); ++i) {
        int c = s[i] - 'a';
        if (first[c] < 0) first[c] = i;
        best = max(best, i - first[c]);
    }
    cout << best << "\n";
    return 0;
}
