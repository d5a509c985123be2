#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    sort(a.rbegin(), a.rend());
    long long sum = 0;
    int answer = -1;
    for (int i = 0; i < n; ++i) {
        sum += a[i];
        if (sum >= target) {
            answer = i + 1;
            break;
        }
    }
    cout << answer << "\n";
    return 0;
}
