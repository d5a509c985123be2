#include <iostream>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<long long> seen;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        seen.insert(x);
        cout << seen.size() << (i + 1 < n ? ' ' : '\n');
    }
    return 0;
}
