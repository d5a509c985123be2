#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int steps = 0;
    while (n != 6174) {
        char buf[8];
        snprintf(buf, sizeof buf, "%04d", n);  // keep the leading zeros
        string digits = buf;
        sort(digits.begin(), digits.end());
        string descending(digits.rbegin(), digits.rend());
        n = stoi(descending) - stoi(digits);
        ++steps;
    }
    cout << steps << "\n";
    return 0;
}
