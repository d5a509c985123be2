// Bug: updates the best run only when a consonant ends it, missing a run at the end of the word.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int run = 0, best = 0;
    for (char c : s) {
        if (string("aeiou").find(c) != string::npos) {
            ++run;
        } else {
            best = max(best, run);
            run = 0;
        }
    }
    cout << best << "\n";
    return 0;
}
