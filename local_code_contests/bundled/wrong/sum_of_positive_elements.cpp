// Bug: keeps the sum in a 32-bit int, which overflows for large totals.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int sum = 0;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        if (a > 0) sum += a;
    }
    cout << sum << "\n";
    return 0;
}
