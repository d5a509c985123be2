// Bug: for every equal neighbouring pair adds the cheaper balloon, so a balloon may be paid for twice.
#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    string s;
    cin >> n >> s;
    vector<long long> t(n);
    for (auto &x : t) cin >> x;
    long long total = 0;
    for (int i = 1; i < n; ++i)
        if (s[i] == s[i - 1]) total += min(t[i], t[i - 1]);
    cout << total << "\n";
    return 0;
}
