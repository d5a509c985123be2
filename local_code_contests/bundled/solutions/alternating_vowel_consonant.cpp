#include <iostream>
#include <string>
using namespace std;

bool vowel(char c) { return string("aeiou").find(c) != string::npos; }

int main() {
    string s;
    cin >> s;
    bool ok = true;
    for (size_t i = 1; i < s.size(); ++i)
        if (vowel(s[i]) == vowel(s[i - 1])) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
