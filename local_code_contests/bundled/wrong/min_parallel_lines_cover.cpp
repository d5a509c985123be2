// Bug: only considers vertical lines (the number of different x), never horizontal ones.
#include <iostream>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<int> xs;
    for (int i = 0; i < n; ++i) {
        int x, y;
        cin >> x >> y;
        xs.insert(x);
    }
    cout << xs.size() << "\n";
    return 0;
}
