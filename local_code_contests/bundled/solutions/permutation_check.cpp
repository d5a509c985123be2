#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<bool> seen(n + 1, false);
    bool ok = true;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        if (x < 1 || x > n || seen[x]) ok = false;
        else seen[x] = true;
    }
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
