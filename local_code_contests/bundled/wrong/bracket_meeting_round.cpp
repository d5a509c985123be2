// Bug: halves the 1-based team numbers, which pairs team 2 with team 3 instead of team 1.
#include <iostream>
using namespace std;

int main() {
    int n, a, b;
    cin >> n >> a >> b;
    int round = 0;
    while (a != b) {
        a /= 2;
        b /= 2;
        ++round;
    }
    cout << round << "\n";
    return 0;
}
