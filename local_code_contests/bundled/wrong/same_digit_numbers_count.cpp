// Deliberately wrong variant of solutions/same_digit_numbers_count.cpp: for the length of n it counts first-digit-of-n numbers without checking they do not exceed n.
#include <iostream>
#include <string>
using namespace std;

int main() {
    long long n;
    cin >> n;
    string s = to_string(n);
    cout << 9 * ((int)s.size() - 1) + (s[0] - '0') << "\n";
    return 0;
}
