#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> tasks(n);  // (deadline, duration)
    for (auto &t : tasks) cin >> t.second >> t.first;
    sort(tasks.begin(), tasks.end());
    long long time = 0;
    bool ok = true;
    for (auto &t : tasks) {
        time += t.second;
        if (time > t.first) ok = false;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
