// Deliberately wrong variant of solutions/jump_game_max_score.cpp: greedy: jumps to the last cell when it is in reach, otherwise to the best cell in reach.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long score = a[0];
    int position = 0;
    while (position < n - 1) {
        int next = position + 1;
        if (position + k >= n - 1) {
            next = n - 1;
        } else {
            for (int j = position + 2; j <= position + k; ++j)
                if (a[j] > a[next]) next = j;
        }
        score += a[next];
        position = next;
    }
    cout << score << "\n";
    return 0;
}
