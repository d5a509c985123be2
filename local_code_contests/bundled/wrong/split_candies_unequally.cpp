// Bug: prints n / 2, counting the equal split a = b when n is even.
#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n;
    cin >> n;
    cout << n / 2 << "\n";
}
