#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << __builtin_popcountll(a ^ b) << "\n";
    return 0;
}
