// Deliberately wrong variant of solutions/ticket_queue_time.cpp: adds min(t_i, t_k) over everybody, forgetting that people behind k get one turn less.
#include <iostream>
#include <algorithm>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> need(n + 1);
    for (int i = 1; i <= n; ++i) {
        cin >> need[i];
    }
    int seconds = 0;
    for (int i = 1; i <= n; ++i) seconds += min(need[i], need[k]);
    cout << seconds << "\n";
    return 0;
}
