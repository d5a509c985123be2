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
    for (auto &x : a) x = llabs(x);
    sort(a.begin(), a.end());
    cout << unique(a.begin(), a.end()) - a.begin() << "\n";
    return 0;
}
