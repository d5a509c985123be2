// Bug: forgets u in the list of vowels.
#include <iostream>
#include <string>
#include <utility>
using namespace std;

bool vowel(char c) { return string("aeio").find(c) != string::npos; }

int main() {
    string s;
    cin >> s;
    int i = 0, j = (int)s.size() - 1;
    while (i < j) {
        if (!vowel(s[i])) ++i;
        else if (!vowel(s[j])) --j;
        else swap(s[i++], s[j--]);
    }
    cout << s << "\n";
    return 0;
}
