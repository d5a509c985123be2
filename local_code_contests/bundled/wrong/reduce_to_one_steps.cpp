// Bug: greedy: divides by 3, else by 2, else subtracts 1, which is not always the fastest.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int steps = 0;
    while (n > 1) {
        if (n % 3 == 0) n /= 3;
        else if (n % 2 == 0) n /= 2;
        else n -= 1;
        ++steps;
    }
    cout << steps << "\n";
    return 0;
}
