// Deliberately wrong variant of solutions/printer_priority_queue.cpp: stops at the first printed job with the same priority as job m, not at job m itself.
#include <iostream>
#include <deque>
#include <utility>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    deque<pair<int, int>> queue;  // (priority, initial position)
    for (int i = 1; i <= n; ++i) {
        int p;
        cin >> p;
        queue.push_back({p, i});
    }
    int target = 0;
    for (auto &job : queue)
        if (job.second == m) target = job.first;
    int minute = 0;
    while (true) {
        auto front = queue.front();
        queue.pop_front();
        bool higher = false;
        for (auto &job : queue)
            if (job.first > front.first) higher = true;
        if (higher) {
            queue.push_back(front);
            continue;
        }
        ++minute;
        if (front.first == target) break;
    }
    cout << minute << "\n";
    return 0;
}
