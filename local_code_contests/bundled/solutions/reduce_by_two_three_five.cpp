#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long moves = 0;
    // Each factor 2 costs one move, each factor 3 two moves (3 -> 2 -> 1), each factor 5 three moves.
    while (n % 2 == 0) n /= 2, moves += 1;
    while (n % 3 == 0) n /= 3, moves += 2;
    while (n % 5 == 0) n /= 5, moves += 3;
    cout << (n == 1 ? moves : -1) << "\n";
    return 0;
}
