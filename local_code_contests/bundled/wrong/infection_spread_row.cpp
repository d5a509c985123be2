// Bug: infects cells in place, so the infection runs rightwards through a whole stretch in one minute.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    string s;
    cin >> n >> s;
    int minutes = 0;
    while (true) {
        string t = s;
        bool changed = false;
        for (int i = 0; i < n; ++i) {
            if (s[i] != '.') continue;
            if ((i > 0 && s[i - 1] == 'I') || (i + 1 < n && s[i + 1] == 'I')) {
                t[i] = 'I';
                s[i] = 'I';
                changed = true;
            }
        }
        if (!changed) break;
        s = t;
        ++minutes;
    }
    int healthy = 0;
    for (char c : s) healthy += (c == '.');
    cout << minutes << " " << healthy << "\n";
    return 0;
}
