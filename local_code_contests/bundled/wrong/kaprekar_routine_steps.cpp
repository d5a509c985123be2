// Bug: always makes at least one step, so 6174 itself gives 1 instead of 0.
#include <iostream>
#include <string>
#include <cstdio>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int steps = 0;
    do {
        char buf[8];
        snprintf(buf, sizeof buf, "%04d", n);
        string s = buf;
        sort(s.begin(), s.end());
        int small = stoi(s);
        reverse(s.begin(), s.end());
        int big = stoi(s);
        n = big - small;
        ++steps;
    } while (n != 6174);
    cout << steps << "\n";
    return 0;
}
