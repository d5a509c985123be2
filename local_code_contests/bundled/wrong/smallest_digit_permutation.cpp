// Deliberately wrong variant of solutions/smallest_digit_permutation.cpp: swaps the first two digits after sorting, which only works with at most one zero.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    sort(s.begin(), s.end());
    if (s[0] == '0') swap(s[0], s[1]);
    cout << s << "\n";
    return 0;
}
