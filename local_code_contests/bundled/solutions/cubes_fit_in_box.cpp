#include <bits/stdc++.h>
using namespace std;
int main() {
    long long L, W, H, a;
    cin >> L >> W >> H >> a;
    cout << (L / a) * (W / a) * (H / a) << "\n";
}
