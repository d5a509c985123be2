// Deliberately wrong variant of solutions/strict_majority.cpp: a value occurring in exactly half of the positions is accepted.
#include <iostream>
#include <map>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<long long, int> count;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        ++count[x];
    }
    long long answer = -1;
    for (auto &entry : count)
        if (2 * entry.second >= n) answer = entry.first;
    cout << answer << "\n";
    return 0;
}
