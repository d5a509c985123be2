// Bug: uses the Manhattan distance, forgetting that the king moves diagonally.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b, c, d;
    cin >> a >> b >> c >> d;
    cout << llabs(a - c) + llabs(b - d) << "\n";
}
