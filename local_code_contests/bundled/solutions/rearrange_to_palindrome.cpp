#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count[26] = {};
    for (char c : s) ++count[c - 'a'];
    int odd = 0;
    for (int i = 0; i < 26; ++i) odd += count[i] % 2;
    cout << (odd <= 1 ? "YES" : "NO") << "\n";
    return 0;
}
