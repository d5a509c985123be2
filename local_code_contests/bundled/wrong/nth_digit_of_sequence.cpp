// Deliberately wrong variant of solutions/nth_digit_of_sequence.cpp: reads k into an int, which cannot hold large k.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int k;
    cin >> k;
    long long length = 1, count = 9, start = 1;
    while (k > length * count) {
        k -= length * count;
        ++length;
        count *= 10;
        start *= 10;
    }
    long long number = start + (k - 1) / length;
    cout << to_string(number)[(k - 1) % length] << "\n";
    return 0;
}
