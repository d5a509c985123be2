// Bug: multiplies two areas in int, which overflows when the product exceeds 2^31 - 1.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int s1, s2, s3;
    cin >> s1 >> s2 >> s3;
    long long a = llround(sqrt((double)(s1 * s3 / s2)));
    long long b = llround(sqrt((double)(s1 * s2 / s3)));
    long long c = llround(sqrt((double)(s2 * s3 / s1)));
    cout << 4 * (a + b + c) << "\n";
}
