// Bug: keeps removing until strictly more than half is gone.
#include <iostream>
#include <vector>
#include <algorithm>
#include <functional>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> freq(101, 0);
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        ++freq[a];
    }
    sort(freq.begin(), freq.end(), greater<int>());
    int removed = 0, chosen = 0;
    while (2 * removed <= n && chosen < 101 && freq[chosen] > 0) removed += freq[chosen++];
    cout << chosen << "\n";
    return 0;
}
