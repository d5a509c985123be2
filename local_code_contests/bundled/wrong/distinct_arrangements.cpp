// Deliberately wrong variant of solutions/distinct_arrangements.cpp: computes the factorials in int, which overflows from 13! on.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count[26] = {};
    for (char c : s) ++count[c - 'a'];
    int result = 1;
    for (int i = 2; i <= (int)s.size(); ++i) result *= i;
    for (int c = 0; c < 26; ++c) {
        for (int i = 2; i <= count[c]; ++i) result /= i;
    }
    cout << result << "\n";
    return 0;
}
