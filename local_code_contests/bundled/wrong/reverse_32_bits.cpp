// Bug: stores the result in a signed int, so values of 2^31 and more come out negative.
#include <iostream>
using namespace std;

int main() {
    unsigned long long x;
    cin >> x;
    int r = 0;
    for (int i = 0; i < 32; ++i)
        if (x >> i & 1ULL) r |= (int)(1U << (31 - i));
    cout << r << "\n";
    return 0;
}
