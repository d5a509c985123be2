// Deliberately wrong variant of solutions/perfect_shuffle_period.cpp: guesses the pattern of the example (the number of halvings of 2n, rounded up), right only when 2n is a power of two.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int shuffles = 0;
    while ((1 << shuffles) < 2 * n) ++shuffles;
    cout << shuffles << "\n";
    return 0;
}
