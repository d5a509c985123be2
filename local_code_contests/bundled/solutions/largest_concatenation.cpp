#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<string> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end(), [](const string &x, const string &y) { return x + y > y + x; });
    string result;
    for (auto &x : a) result += x;
    if (result[0] == '0') result = "0";
    cout << result << "\n";
    return 0;
}
