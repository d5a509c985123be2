#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long front = 0, back = 0;
    int count = 0;
    for (int k = 1; k <= n; ++k) {
        front += a[k - 1];
        back += a[n - k];
        if (front == back) ++count;
    }
    cout << count << "\n";
    return 0;
}
