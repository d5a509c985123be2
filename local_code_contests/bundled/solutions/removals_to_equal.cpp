#include <iostream>
#include <map>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<long long, int> count;
    int best = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        best = max(best, ++count[x]);
    }
    cout << n - best << "\n";
    return 0;
}
