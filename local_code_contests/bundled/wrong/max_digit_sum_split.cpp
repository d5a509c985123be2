// Bug: splits n into two halves, which does not maximise the digit sums.
#include <bits/stdc++.h>
using namespace std;
long long S(long long x) { long long s = 0; while (x) { s += x % 10; x /= 10; } return s; }
int main() {
    long long n;
    cin >> n;
    long long a = n / 2;
    cout << S(a) + S(n - a) << "\n";
}
