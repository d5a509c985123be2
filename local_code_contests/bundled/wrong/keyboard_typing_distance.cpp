// Bug: starts the finger at the first key of the row instead of the first letter's key.
#include <cstdlib>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string keys, w;
    cin >> keys >> w;
    int pos[26];
    for (int i = 0; i < 26; ++i) pos[keys[i] - 'a'] = i;
    int total = 0, cur = 0;
    for (char c : w) {
        total += abs(pos[c - 'a'] - cur);
        cur = pos[c - 'a'];
    }
    cout << total << "\n";
    return 0;
}
