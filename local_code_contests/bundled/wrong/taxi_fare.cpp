// Bug: counts only complete pieces of 250 metres instead of started ones.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long d, b, c;
    cin >> d >> b >> c;
    long long extra = max(0LL, d - 1000);
    cout << b + c * (extra / 250) << "\n";
}
