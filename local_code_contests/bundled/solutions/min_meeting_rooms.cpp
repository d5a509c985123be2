#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, int>> events;  // (time, +1 start / -1 end); at equal times ends sort first
    for (int i = 0; i < n; ++i) {
        long long s, e;
        cin >> s >> e;
        events.push_back({s, 1});
        events.push_back({e, -1});
    }
    sort(events.begin(), events.end());
    int current = 0, best = 0;
    for (auto &ev : events) {
        current += ev.second;
        best = max(best, current);
    }
    cout << best << "\n";
    return 0;
}
