#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> on(n + 1, 0);
    for (int i = 1; i <= k && i <= n; ++i)
        for (int j = i; j <= n; j += i) on[j] ^= 1;
    int count = 0;
    for (int j = 1; j <= n; ++j) count += on[j];
    cout << count << "\n";
    return 0;
}
