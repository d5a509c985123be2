#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    unsigned long long k;
    cin >> n >> k;
    unsigned long long g = k ^ (k >> 1);
    string s;
    for (int i = n - 1; i >= 0; --i) s += (g >> i & 1ULL) ? '1' : '0';
    cout << s << "\n";
    return 0;
}
