#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, a, b;
    cin >> n >> a >> b;
    long long l = a / __gcd(a, b) * b;
    cout << n / a + n / b - n / l << "\n";
}
