// Deliberately wrong variant of solutions/reverse_and_add_steps.cpp: always performs the first step, so a palindrome n gets at least 1.
#include <iostream>
#include <string>
using namespace std;

long long reversed(long long x) {
    string s = to_string(x);
    return stoll(string(s.rbegin(), s.rend()));
}

int main() {
    long long n;
    cin >> n;
    int steps = 0;
    do {
        n += reversed(n);
        ++steps;
    } while (reversed(n) != n);
    cout << steps << "\n";
    return 0;
}
