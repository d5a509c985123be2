// Deliberately wrong variant of solutions/lead_changes.cpp: a tie makes the teams forget who led before, so a lead taken back after a tie is not counted.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int score[3] = {0, 0, 0};
    int last_leader = 0, changes = 0;
    for (int i = 0; i < n; ++i) {
        int t, p;
        cin >> t >> p;
        score[t] += p;
        int leader = score[1] > score[2] ? 1 : (score[2] > score[1] ? 2 : 0);
        if (leader == 0) {
            last_leader = 0;
            continue;
        }
        if (last_leader != 0 && leader != last_leader) ++changes;
        last_leader = leader;
    }
    cout << changes << "\n";
    return 0;
}
