// Deliberately wrong variant of solutions/kaprekar_steps.cpp: a do-while loop always performs one step, so 6174 itself gets 1 instead of 0.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int steps = 0;
    do {
        char buf[8];
        snprintf(buf, sizeof buf, "%04d", n);
        string digits = buf;
        sort(digits.begin(), digits.end());
        string descending(digits.rbegin(), digits.rend());
        n = stoi(descending) - stoi(digits);
        ++steps;
    } while (n != 6174);
    cout << steps << "\n";
    return 0;
}
