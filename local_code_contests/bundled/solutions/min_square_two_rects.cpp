#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    long long s = max(2 * min(a, b), max(a, b));
    cout << s * s << "\n";
}
