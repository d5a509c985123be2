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
    int count = 1;
    long long best = a[n - 1];
    for (int i = n - 2; i >= 0; --i)
        if (a[i] > best) {
            best = a[i];
            ++count;
        }
    cout << count << "\n";
    return 0;
}
