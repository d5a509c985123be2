#include <bits/stdc++.h>
using namespace std;
int main() {
    long long f;
    cin >> f;
    long long num = (f - 32) * 5;
    long long q = num / 9;
    if (num % 9 != 0 && num < 0) --q;
    cout << q << "\n";
}
