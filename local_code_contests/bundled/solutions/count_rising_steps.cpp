#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int count = 0;
    for (int i = 1; i < n; ++i)
        if (a[i] > a[i - 1]) ++count;
    cout << count << "\n";
    return 0;
}
