#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int steps = 0;
    while (n > 0) {
        int largest = 0;
        for (int m = n; m > 0; m /= 10)
            if (m % 10 > largest) largest = m % 10;
        n -= largest;
        ++steps;
    }
    cout << steps << "\n";
    return 0;
}
