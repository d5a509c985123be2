// Deliberately wrong variant of solutions/shortest_job_first.cpp: the waiting times are added up in int and overflow.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> t(n);
    for (auto &x : t) cin >> x;
    sort(t.begin(), t.end());
    int elapsed = 0, waiting = 0;
    for (int x : t) {
        waiting += elapsed;
        elapsed += x;
    }
    cout << waiting << "\n";
    return 0;
}
