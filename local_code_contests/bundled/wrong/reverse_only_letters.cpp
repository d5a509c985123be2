// Bug: swaps characters from both ends without skipping digits, so the digits move too.
#include <iostream>
#include <string>
#include <utility>
using namespace std;

int main() {
    string s;
    cin >> s;
    int l = 0, r = (int)s.size() - 1;
    while (l < r) swap(s[l++], s[r--]);
    cout << s << "\n";
    return 0;
}
