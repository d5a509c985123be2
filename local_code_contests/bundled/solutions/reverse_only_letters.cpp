#include <iostream>
#include <string>
#include <cctype>
#include <utility>
using namespace std;

int main() {
    string s;
    cin >> s;
    int l = 0, r = (int)s.size() - 1;
    while (l < r) {
        if (!isalpha((unsigned char)s[l])) ++l;
        else if (!isalpha((unsigned char)s[r])) --r;
        else swap(s[l++], s[r--]);
    }
    cout << s << "\n";
    return 0;
}
