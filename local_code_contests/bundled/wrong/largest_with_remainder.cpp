// Bug: n - n % k + y can be larger than n.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long k, y, n;
    cin >> k >> y >> n;
    cout << n - n % k + y << "\n";
}
