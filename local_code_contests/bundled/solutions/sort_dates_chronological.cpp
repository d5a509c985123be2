#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<string> d(n);
    for (auto &s : d) cin >> s;
    auto key = [](const string &s) { return s.substr(6, 4) + s.substr(3, 2) + s.substr(0, 2); };
    sort(d.begin(), d.end(), [&](const string &a, const string &b) { return key(a) < key(b); });
    for (auto &s : d) cout << s << "\n";
    return 0;
}
