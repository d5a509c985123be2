#include <bits/stdc++.h>
using namespace std;
int main() {
    long long a, b;
    cin >> a >> b;
    cout << (a % 10) * (b % 10) % 10 << "\n";
}
