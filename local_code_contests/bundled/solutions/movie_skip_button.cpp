#include <iostream>
using namespace std;

int main() {
    int n;
    long long x;
    cin >> n >> x;
    long long now = 1, watched = 0;
    for (int i = 0; i < n; ++i) {
        long long l, r;
        cin >> l >> r;
        now += (l - now) / x * x;  // skip as long as we do not jump past minute l
        watched += r - now + 1;
        now = r + 1;
    }
    cout << watched << "\n";
    return 0;
}
