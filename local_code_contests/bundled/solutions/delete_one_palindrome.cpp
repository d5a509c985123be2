#include <iostream>
#include <string>
using namespace std;

bool isPalindrome(const string &s, int i, int j) {
    while (i < j) {
        if (s[i] != s[j]) return false;
        ++i;
        --j;
    }
    return true;
}

int main() {
    string s;
    cin >> s;
    int i = 0, j = (int)s.size() - 1;
    while (i < j && s[i] == s[j]) {
        ++i;
        --j;
    }
    bool ok = i >= j || isPalindrome(s, i + 1, j) || isPalindrome(s, i, j - 1);
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
