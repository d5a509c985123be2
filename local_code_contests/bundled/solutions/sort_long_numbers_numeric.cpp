#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<string> a(n);
    for (auto &s : a) cin >> s;
    sort(a.begin(), a.end(), [](const string &x, const string &y) {
        if (x.size() != y.size()) return x.size() < y.size();
        return x < y;
    });
    for (auto &s : a) cout << s << "\n";
    return 0;
}
