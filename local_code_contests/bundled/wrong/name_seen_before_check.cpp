// Bug: inserts the name into the set before looking it up, so every entry is reported as seen.
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<string> seen;
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        seen.insert(s);
        cout << (seen.count(s) ? "YES" : "NO") << "\n";
    }
    return 0;
}
