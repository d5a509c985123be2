// Bug: off-by-one, the block that ends at the last character of s is never checked.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int m = t.size();
    sort(t.begin(), t.end());
    bool found = false;
    for (int i = 0; i + m < (int)s.size(); ++i) {
        string block = s.substr(i, m);
        sort(block.begin(), block.end());
        if (block == t) found = true;
    }
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
