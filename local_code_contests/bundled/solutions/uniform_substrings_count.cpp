#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long total = 0, run = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        run = (i > 0 && s[i] == s[i - 1]) ? run + 1 : 1;
        total += run;  // substrings of equal letters ending at position i
    }
    cout << total << "\n";
    return 0;
}
