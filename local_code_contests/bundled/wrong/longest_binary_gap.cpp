// Bug: counts the zeros between the two ones, which is one less than the difference of positions.
#include <iostream>
using namespace std;

int main() {
    unsigned long long n;
    cin >> n;
    int last = -1, best = 0;
    for (int i = 0; i < 64; ++i)
        if (n >> i & 1ULL) {
            if (last >= 0 && i - last - 1 > best) best = i - last - 1;
            last = i;
        }
    cout << best << "\n";
    return 0;
}
