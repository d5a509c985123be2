#include <iostream>
using namespace std;

int main() {
    unsigned long long x;
    cin >> x;
    unsigned long long r = 0;
    for (int i = 0; i < 32; ++i)
        if (x >> i & 1ULL) r |= 1ULL << (31 - i);
    cout << r << "\n";
    return 0;
}
