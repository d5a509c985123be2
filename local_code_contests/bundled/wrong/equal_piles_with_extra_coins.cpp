// Bug: only checks that the total is divisible by 3, forgetting that no sister may already have more than the target.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, n;
    cin >> a >> b >> c >> n;
    cout << ((a + b + c + n) % 3 == 0 ? "YES" : "NO") << "\n";
}
