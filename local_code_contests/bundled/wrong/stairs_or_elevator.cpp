// Bug: on a tie Anna walks, although she takes the elevator when it is not slower.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long x, y, z, t1, t2, t3;
    cin >> x >> y >> z >> t1 >> t2 >> t3;
    long long stairs = llabs(x - y) * t1;
    long long lift = (llabs(z - x) + llabs(x - y)) * t2 + 3 * t3;
    cout << (lift < stairs ? "ELEVATOR" : "STAIRS") << "\n";
}
