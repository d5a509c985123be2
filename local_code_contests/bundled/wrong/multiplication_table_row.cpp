// Bug: multiplies in 32-bit int, which overflows when n * i exceeds 2^31 - 1.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    for (int i = 1; i <= k; ++i) {
        if (i > 1) cout << " ";
        cout << n * i;
    }
    cout << "\n";
    return 0;
}
