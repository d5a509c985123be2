// Bug: does not reject odd lengths, comparing only the first n/2 characters with the next ones.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), h = n / 2;
    bool ok = n > 1;
    for (int i = 0; i < h; ++i)
        if (s[i] != s[h + i]) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
