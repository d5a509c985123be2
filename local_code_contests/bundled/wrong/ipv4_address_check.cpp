// Bug: accepts numbers with leading zeros such as 01.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    string s;
    cin >> s;
    vector<string> parts(1);
    for (char c : s) {
        if (c == '.') parts.push_back("");
        else parts.back() += c;
    }
    bool ok = parts.size() == 4;
    for (const string &p : parts) {
        if (p.empty() || p.size() > 3) { ok = false; continue; }
        for (char c : p)
            if (c < '0' || c > '9') ok = false;
        if (!ok) continue;
        if (stoi(p) > 255) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
