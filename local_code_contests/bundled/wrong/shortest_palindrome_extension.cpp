// Deliberately wrong variant of solutions/shortest_palindrome_extension.cpp: looks for the longest palindromic prefix instead of suffix.
#include <iostream>
#include <string>
using namespace std;

bool isPalindrome(const string &s, int i, int j) {
    while (i < j)
        if (s[i++] != s[j--]) return false;
    return true;
}

int main() {
    string s;
    cin >> s;
    int n = s.size();
    int end = n - 1;
    while (!isPalindrome(s, 0, end)) --end;
    cout << n - 1 - end << "\n";
    return 0;
}
