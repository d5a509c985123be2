// Bug: plays every guess and decides only at the end, so a player who lost can still win later.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string word, guesses;
    cin >> word >> guesses;
    bool shown[26] = {false};
    int mistakes = 0;
    for (char g : guesses) {
        if (word.find(g) != string::npos) shown[g - 'a'] = true;
        else ++mistakes;
    }
    bool all = true;
    for (char c : word)
        if (!shown[c - 'a']) all = false;
    if (all) { cout << "WIN\n"; return 0; }
    if (mistakes >= 6) { cout << "LOSE\n"; return 0; }
    cout << "UNFINISHED\n";
    return 0;
}
