// Bug: compares the numbers as plain strings, so 10 comes before 9.
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
    sort(a.begin(), a.end());
    for (auto &s : a) cout << s << "\n";
    return 0;
}
