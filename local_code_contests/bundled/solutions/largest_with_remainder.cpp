#include <bits/stdc++.h>
using namespace std;
int main() {
    long long k, y, n;
    cin >> k >> y >> n;
    cout << n - (n - y) % k << "\n";
}
