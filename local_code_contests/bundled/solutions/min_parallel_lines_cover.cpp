#include <algorithm>
#include <iostream>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<int> xs, ys;
    for (int i = 0; i < n; ++i) {
        int x, y;
        cin >> x >> y;
        xs.insert(x);
        ys.insert(y);
    }
    cout << min(xs.size(), ys.size()) << "\n";
    return 0;
}
