#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    string s;
    char c;
    cin >> s >> c;
    int n = s.size();
    vector<int> d(n, 1000);
    for (int i = 0, last = -1000; i < n; ++i) {
        if (s[i] == c) last = i;
        d[i] = min(d[i], i - last);
    }
    for (int i = n - 1, next = 2000; i >= 0; --i) {
        if (s[i] == c) next = i;
        d[i] = min(d[i], next - i);
    }
    for (int i = 0; i < n; ++i) cout << d[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
