#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    long long endZero = 1, endOne = 1;
    for (int i = 2; i <= n; ++i) {
        long long z = endZero + endOne, o = endZero;
        endZero = z;
        endOne = o;
    }
    cout << endZero + endOne << "\n";
    return 0;
}
