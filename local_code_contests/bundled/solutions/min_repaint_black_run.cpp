#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    int n, k;
    string s;
    cin >> n >> k >> s;
    int whites = 0, best = n;
    for (int i = 0; i < n; ++i) {
        whites += s[i] == 'W';
        if (i >= k) whites -= s[i - k] == 'W';
        if (i >= k - 1) best = min(best, whites);
    }
    cout << best << "\n";
    return 0;
}
