// Bug: does not ignore submissions sent after a problem was solved.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int t, n;
    cin >> t >> n;
    bool solved[11][10] = {};
    int wrong[11][10] = {};
    int count[11] = {}, penalty[11] = {};
    for (int i = 0; i < n; ++i) {
        int team, minute;
        char prob;
        string verdict;
        cin >> team >> prob >> minute >> verdict;
        int p = prob - 'A';
        if (verdict == "OK") {
            if (solved[team][p]) continue;
            solved[team][p] = true;
            ++count[team];
            penalty[team] += minute + 20 * wrong[team][p];
        } else {
            ++wrong[team][p];
            if (solved[team][p]) penalty[team] += 20;
        }
    }
    for (int i = 1; i <= t; ++i) cout << count[i] << " " << penalty[i] << "\n";
    return 0;
}
