// Deliberately wrong variant of solutions/max_disjoint_meetings.cpp: greedy by earliest start instead of earliest end.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> meetings(n);  // (start, end)
    for (auto &m : meetings) cin >> m.first >> m.second;
    sort(meetings.begin(), meetings.end());
    long long freeFrom = 0;
    int count = 0;
    for (auto &m : meetings) {
        if (m.first >= freeFrom) {
            freeFrom = m.second;
            ++count;
        }
    }
    cout << count << "\n";
    return 0;
}
