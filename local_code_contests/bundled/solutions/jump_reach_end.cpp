#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int reach = 0;  // the farthest stone (0-based) reachable so far
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        if (i <= reach) reach = max(reach, i + a);
    }
    cout << (reach >= n - 1 ? "YES" : "NO") << "\n";
    return 0;
}
