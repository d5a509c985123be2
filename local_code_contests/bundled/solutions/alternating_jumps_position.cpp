#include <iostream>
using namespace std;

int main() {
    long long a, b, k;
    cin >> a >> b >> k;
    cout << (k + 1) / 2 * a - k / 2 * b << "\n";
    return 0;
}
