#include <iostream>
#include <string>
#include <cstdlib>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int count[26] = {};
    for (char c : s) ++count[c - 'a'];
    for (char c : t) --count[c - 'a'];
    int deletions = 0;
    for (int i = 0; i < 26; ++i) deletions += abs(count[i]);
    cout << deletions << "\n";
    return 0;
}
