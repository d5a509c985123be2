// Bug: encodes a point as x * 10000 + y, which maps different points such as (0, 10000) and (1, 0) to the same key.
#include <iostream>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<long long> s;
    for (int i = 0; i < n; ++i) {
        long long x, y;
        cin >> x >> y;
        s.insert(x * 10000 + y);
    }
    cout << s.size() << "\n";
    return 0;
}
