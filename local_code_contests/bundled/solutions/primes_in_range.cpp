#include <iostream>
#include <vector>
using namespace std;

int main() {
    int l, r;
    cin >> l >> r;
    vector<bool> composite(r + 1, false);
    int count = 0;
    for (int i = 2; i <= r; ++i) {
        if (composite[i]) continue;
        if (i >= l) ++count;
        for (long long j = (long long)i * i; j <= r; j += i) composite[j] = true;
    }
    cout << count << "\n";
    return 0;
}
