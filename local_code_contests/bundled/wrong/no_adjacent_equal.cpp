// Deliberately wrong variant of solutions/no_adjacent_equal.cpp: counts the blocks of equal letters instead of the extra letters in them.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int deletions = 0;
    for (size_t i = 1; i < s.size(); ++i)
        if (s[i] == s[i - 1] && (i == 1 || s[i - 1] != s[i - 2])) ++deletions;
    cout << deletions << "\n";
    return 0;
}
