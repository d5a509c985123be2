#include <iostream>
using namespace std;

int main() {
    int n, a, b;
    cin >> n >> a >> b;
    --a;
    --b;
    int round = 0;
    while (a != b) {
        a /= 2;
        b /= 2;
        ++round;
    }
    cout << round << "\n";
    return 0;
}
