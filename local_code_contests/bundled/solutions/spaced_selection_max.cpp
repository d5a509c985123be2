#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    long long d;
    cin >> n >> d;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end());
    int picked = 1;
    long long lastPicked = a[0];
    for (int i = 1; i < n; ++i)
        if (a[i] - lastPicked >= d) {
            ++picked;
            lastPicked = a[i];
        }
    cout << picked << "\n";
    return 0;
}
