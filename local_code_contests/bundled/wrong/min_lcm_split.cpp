// Bug: only handles even n specially and splits every odd n as 1 and n - 1, missing odd composite n.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    if (n % 2 == 0) cout << n / 2 << " " << n / 2 << "\n";
    else cout << 1 << " " << n - 1 << "\n";
}
