#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, k;
    string s;
    cin >> n >> k >> s;
    int moves = 0;
    for (int r = 0; r < k; ++r) {
        int cnt[26] = {0}, size = 0;
        for (int i = r; i < n; i += k) {
            ++cnt[s[i] - 'a'];
            ++size;
        }
        moves += size - *max_element(cnt, cnt + 26);
    }
    cout << moves << "\n";
    return 0;
}
