// Bug: keeps scoring frames until the rolls run out, so the bonus rolls of frame 10 are scored again as extra frames.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> r(n + 3, 0);
    for (int i = 0; i < n; ++i) cin >> r[i];
    int score = 0, idx = 0;
    while (idx < n) {
        if (r[idx] == 10) {
            score += 10 + r[idx + 1] + r[idx + 2];
            idx += 1;
        } else if (r[idx] + r[idx + 1] == 10) {
            score += 10 + r[idx + 2];
            idx += 2;
        } else {
            score += r[idx] + r[idx + 1];
            idx += 2;
        }
    }
    cout << score << "\n";
    return 0;
}
