// Bug: multiplies the full numbers in 64 bits, which overflows for large a and b.
#include <bits/stdc++.h>
using namespace std;
int main() {
    unsigned long long a, b;
    cin >> a >> b;
    cout << (a * b) % 10 << "\n";
}
