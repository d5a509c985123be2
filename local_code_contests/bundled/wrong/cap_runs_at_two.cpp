// Bug: forgets to write out the last block of the string.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, out;
    cin >> s;
    int run = 1;
    for (size_t i = 1; i < s.size(); ++i) {
        if (s[i] == s[i - 1]) {
            ++run;
        } else {
            out += string(run < 2 ? run : 2, s[i - 1]);
            run = 1;
        }
    }
    cout << out << "\n";
    return 0;
}
