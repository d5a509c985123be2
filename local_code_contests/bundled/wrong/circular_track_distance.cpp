// Bug: only measures the direct way |a - b| and forgets going around past the start line.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long L, a, b;
    cin >> L >> a >> b;
    cout << llabs(a - b) << "\n";
}
