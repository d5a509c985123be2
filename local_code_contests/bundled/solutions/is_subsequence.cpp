#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    size_t j = 0;
    for (size_t i = 0; i < s.size() && j < t.size(); ++i)
        if (s[i] == t[j]) ++j;
    cout << (j == t.size() ? "YES" : "NO") << "\n";
    return 0;
}
