// Bug: sorts the date strings as plain text, which compares the day before the month and the year.
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
    sort(d.begin(), d.end());
    for (auto &s : d) cout << s << "\n";
    return 0;
}
