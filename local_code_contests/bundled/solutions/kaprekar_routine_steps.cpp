#include <iostream>
#include <string>
#include <cstdio>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int steps = 0;
    while (n != 6174) {
        char buf[8];
        snprintf(buf, sizeof buf, "%04d", n);
        string s = buf;
        sort(s.begin(), s.end());
        int small = stoi(s);
        reverse(s.begin(), s.end());
        int big = stoi(s);
        n = big - small;
        ++steps;
    }
    cout << steps << "\n";
    return 0;
}
