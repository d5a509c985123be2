// Deliberately wrong variant of solutions/palindrome_changes.cpp: off-by-one, the innermost pair is never compared.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size(), moves = 0;
    for (int i = 0; i < n / 2 - 1; ++i)
        if (s[i] != s[n - 1 - i]) ++moves;
    cout << moves << "\n";
    return 0;
}
