#include <iostream>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    string s;
    cin >> n >> s;
    vector<long long> t(n);
    for (auto &x : t) cin >> x;
    long long total = 0;
    for (int i = 0; i < n;) {  // in each run of one colour keep only the slowest balloon to remove
        int j = i;
        long long sum = 0, most = 0;
        while (j < n && s[j] == s[i]) sum += t[j], most = max(most, t[j]), ++j;
        total += sum - most;
        i = j;
    }
    cout << total << "\n";
    return 0;
}
