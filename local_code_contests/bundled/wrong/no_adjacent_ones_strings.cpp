// Bug: counts in int, which overflows for n above 44.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int endZero = 1, endOne = 1;
    for (int i = 2; i <= n; ++i) {
        int z = endZero + endOne, o = endZero;
        endZero = z;
        endOne = o;
    }
    cout << endZero + endOne << "\n";
    return 0;
}
