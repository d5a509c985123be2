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
    int start = 0;  // the longest palindromic suffix starts here; the rest must be mirrored
    while (!isPalindrome(s, start, n - 1)) ++start;
    cout << start << "\n";
    return 0;
}
