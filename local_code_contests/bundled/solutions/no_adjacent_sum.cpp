#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long take = 0, skip = 0;  // best totals with the previous house robbed / not robbed
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        long long new_take = skip + x;
        skip = max(skip, take);
        take = new_take;
    }
    cout << max(take, skip) << "\n";
    return 0;
}
