// Bug: checks that z is not negative but forgets that z must not exceed k.
#include <iostream>
using namespace std;

int main() {
    int k, s;
    cin >> k >> s;
    long long count = 0;
    for (int x = 0; x <= k; ++x)
        for (int y = 0; y <= k; ++y) {
            int z = s - x - y;
            if (z >= 0) ++count;
        }
    cout << count << "\n";
    return 0;
}
