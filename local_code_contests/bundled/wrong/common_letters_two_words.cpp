// Bug: prints a common letter once for every occurrence in s instead of once.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    string out;
    for (char c : s)
        if (t.find(c) != string::npos) out += c;
    sort(out.begin(), out.end());
    cout << (out.empty() ? "NONE" : out) << "\n";
    return 0;
}
