// Deliberately wrong variant of solutions/deadline_schedule.cpp: does the shortest tasks first instead of the earliest deadlines.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> tasks(n);  // (duration, deadline)
    for (auto &t : tasks) cin >> t.first >> t.second;
    sort(tasks.begin(), tasks.end());
    long long time = 0;
    bool ok = true;
    for (auto &t : tasks) {
        time += t.first;
        if (time > t.second) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
