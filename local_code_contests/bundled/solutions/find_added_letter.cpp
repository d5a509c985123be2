#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int cnt[26] = {0};
    for (char c : t) ++cnt[c - 'a'];
    for (char c : s) --cnt[c - 'a'];
    for (int i = 0; i < 26; ++i)
        if (cnt[i] > 0) cout << char('a' + i) << "\n";
    return 0;
}
