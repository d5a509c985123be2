// Bug: builds the teams starting from the weakest programmers.
#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long x;
    cin >> n >> x;
    vector<long long> a(n);
    for (auto &v : a) cin >> v;
    sort(a.begin(), a.end());
    int teams = 0;
    long long size = 0, weakest = 0;
    for (long long v : a) {
        if (size == 0) weakest = v;
        ++size;
        if (size * weakest >= x) ++teams, size = 0;
    }
    cout << teams << "\n";
    return 0;
}
