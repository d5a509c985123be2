#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m);
    for (auto &x : a) cin >> x;
    for (auto &x : b) cin >> x;
    int i = 0, j = 0, pairs = 0;
    while (i < n && j < m) {
        if (a[i] == b[j]) ++pairs, ++i, ++j;
        else if (a[i] < b[j]) ++i;
        else ++j;
    }
    cout << pairs << "\n";
    return 0;
}
