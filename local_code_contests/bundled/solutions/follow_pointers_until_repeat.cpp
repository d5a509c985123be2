#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n + 1);
    for (int i = 1; i <= n; ++i) cin >> a[i];
    vector<bool> seen(n + 1, false);
    int cur = 1, count = 0;
    while (!seen[cur]) {
        seen[cur] = true;
        ++count;
        cur = a[cur];
    }
    cout << count << " " << cur << "\n";
    return 0;
}
