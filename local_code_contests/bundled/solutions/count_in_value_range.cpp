#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    long long l, r;
    cin >> n >> l >> r;
    int count = 0;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        if (l <= x && x <= r) ++count;
    }
    cout << count << "\n";
    return 0;
}
