#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    map<int, int> freq;
    for (int i = 0; i < n; ++i) {
        int x;
        cin >> x;
        ++freq[x];
    }
    int count = 0;
    for (auto &entry : freq)
        if (entry.second == k) ++count;
    cout << count << "\n";
    return 0;
}
