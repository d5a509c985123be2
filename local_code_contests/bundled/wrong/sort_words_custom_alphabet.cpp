// Bug: uses the letter at position c of the alphabet line instead of the position of letter c (the inverse permutation).
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    string order;
    int n;
    cin >> order >> n;
    int rankOf[26];
    for (int i = 0; i < 26; ++i) rankOf[i] = order[i] - 'a';
    vector<vector<int>> keys(n);
    vector<string> w(n);
    for (int i = 0; i < n; ++i) {
        cin >> w[i];
        for (char c : w[i]) keys[i].push_back(rankOf[c - 'a']);
    }
    vector<int> idx(n);
    for (int i = 0; i < n; ++i) idx[i] = i;
    sort(idx.begin(), idx.end(), [&](int a, int b) { return keys[a] < keys[b]; });
    for (int i : idx) cout << w[i] << "\n";
    return 0;
}
