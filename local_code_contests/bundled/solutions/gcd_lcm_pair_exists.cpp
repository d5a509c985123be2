#include <iostream>
using namespace std;

int main() {
    long long g, l;
    cin >> g >> l;
    // x = g and y = l work exactly when g divides l.
    cout << (l % g == 0 ? "YES" : "NO") << "\n";
    return 0;
}
