// Bug: subtracts the multiples of a * b instead of the multiples of lcm(a, b).
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, a, b;
    cin >> n >> a >> b;
    cout << n / a + n / b - n / (a * b) << "\n";
}
