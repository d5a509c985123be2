// Bug: only tries bit positions below 31, as if the numbers fit in an int.
#include <iostream>
using namespace std;

int main() {
    unsigned long long l, r;
    cin >> l >> r;
    int count = 0;
    for (int i = 0; i < 31; ++i)
        for (int j = 0; j < i; ++j) {
            unsigned long long x = (1ULL << i) | (1ULL << j);
            if (x >= l && x <= r) ++count;
        }
    cout << count << "\n";
    return 0;
}
