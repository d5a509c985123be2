// Bug: multiplies in int, which overflows when more than 2^31 - 1 cubes fit.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int L, W, H, a;
    cin >> L >> W >> H >> a;
    cout << (L / a) * (W / a) * (H / a) << "\n";
}
