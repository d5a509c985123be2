#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> meetings(n);  // (end, start)
    for (auto &m : meetings) cin >> m.second >> m.first;
    sort(meetings.begin(), meetings.end());
    long long freeFrom = 0;
    int count = 0;
    for (auto &m : meetings) {
        if (m.second >= freeFrom) {
            freeFrom = m.first;
            ++count;
        }
    }
    cout << count << "\n";
    return 0;
}
