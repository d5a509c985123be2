#include <bits/stdc++.h>
using namespace std;
int main() {
    int h1, m1, h2, m2; char c; long long fee;
    cin >> h1 >> c >> m1 >> h2 >> c >> m2 >> fee;
    int stay = (h2 * 60 + m2) - (h1 * 60 + m1);
    if (stay <= 15) cout << 0 << "\n";
    else cout << fee * ((stay + 59) / 60) << "\n";
}
