// Bug: always puts the rectangles side by side along a, never turning them.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    long long s = max(2 * a, b);
    cout << s * s << "\n";
}
