#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int cnt[26] = {0};
    for (char c : s) ++cnt[c - 'a'];
    cout << (int)s.size() - *max_element(cnt, cnt + 26) << "\n";
    return 0;
}
