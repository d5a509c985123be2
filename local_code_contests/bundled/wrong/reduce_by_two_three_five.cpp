// Deliberately wrong variant of solutions/reduce_by_two_three_five.cpp: counts one move per prime factor, forgetting that 2n/3 and 4n/5 leave factors 2 behind.
#include <iostream>
using namespace std;

int main() {
    long long n;
    cin >> n;
    long long moves = 0;
    while (n % 2 == 0) n /= 2, moves += 1;
    while (n % 3 == 0) n /= 3, moves += 1;
    while (n % 5 == 0) n /= 5, moves += 1;
    cout << (n == 1 ? moves : -1) << "\n";
    return 0;
}
