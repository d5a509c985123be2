// Bug: C++ division truncates towards zero, so negative temperatures are rounded up instead of down.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long f;
    cin >> f;
    cout << (f - 32) * 5 / 9 << "\n";
}
