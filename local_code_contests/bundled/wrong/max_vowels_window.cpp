// Bug: never looks at the last window, the one that ends at the last character.
#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

bool vowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }

int main() {
    int n, k;
    string s;
    cin >> n >> k >> s;
    int best = 0;
    for (int start = 0; start + k < n; ++start) {
        int inside = 0;
        for (int j = start; j < start + k; ++j) inside += vowel(s[j]);
        best = max(best, inside);
    }
    cout << best << "\n";
    return 0;
}
