#include <bits/stdc++.h>
using namespace std;
long long isq(long long v) {
    long long s = sqrtl((long double)v);
    while (s * s > v) s--;
    while ((s + 1) * (s + 1) <= v) s++;
    return s;
}
int main() {
    long long s1, s2, s3;
    cin >> s1 >> s2 >> s3;
    // s1 = ab, s2 = bc, s3 = ca (any order gives the same sum)
    long long a = isq(s1 * s3 / s2), b = isq(s1 * s2 / s3), c = isq(s2 * s3 / s1);
    cout << 4 * (a + b + c) << "\n";
}
