#include <iostream>
#include <map>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<long long, long long> cnt;
    long long pairs = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        pairs += cnt[x];
        cnt[x]++;
    }
    cout << pairs << "\n";
    return 0;
}
