// Bug: forgets that an odd perimeter is impossible.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long p;
    cin >> p;
    cout << (p / 2) / 2 << "\n";
}
