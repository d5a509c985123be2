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
        cout << (seen.count(s) ? "YES" : "NO") << "\n";
        seen.insert(s);
    }
    return 0;
}
