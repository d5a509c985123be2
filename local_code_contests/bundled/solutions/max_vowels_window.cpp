#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

bool vowel(char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }

int main() {
    int n, k;
    string s;
    cin >> n >> k >> s;
    int inside = 0, best = 0;
    for (int i = 0; i < n; ++i) {
        inside += vowel(s[i]);
        if (i >= k) inside -= vowel(s[i - k]);
        if (i >= k - 1) best = max(best, inside);
    }
    cout << best << "\n";
    return 0;
}
