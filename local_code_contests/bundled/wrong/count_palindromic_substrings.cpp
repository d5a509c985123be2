// Bug: expands only around single letters, so even-length palindromes are missed.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), count = 0;
    for (int center = 0; center < n; ++center) {
        int l = center, r = center;
        while (l >= 0 && r < n && s[l] == s[r]) {
            ++count;
            --l;
            ++r;
        }
    }
    cout << count << "\n";
    return 0;
}
