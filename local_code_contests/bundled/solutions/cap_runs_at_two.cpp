#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, out;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i) {
        size_t n = out.size();
        if (n >= 2 && out[n - 1] == s[i] && out[n - 2] == s[i]) continue;
        out += s[i];
    }
    cout << out << "\n";
    return 0;
}
