// Deliberately wrong variant of solutions/round_robin_games.cpp: reads n into an int, which cannot hold 3 * 10^9.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    cout << 1LL * n * (n - 1) << "\n";
    return 0;
}
