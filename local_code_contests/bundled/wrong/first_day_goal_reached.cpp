// Bug: waits until the total is strictly greater than S instead of at least S.
#include <iostream>
using namespace std;

int main() {
    int n;
    long long s;
    cin >> n >> s;
    long long total = 0;
    int answer = -1;
    for (int i = 1; i <= n; ++i) {
        long long a;
        cin >> a;
        total += a;
        if (answer == -1 && total > s) answer = i;
    }
    cout << answer << "\n";
    return 0;
}
