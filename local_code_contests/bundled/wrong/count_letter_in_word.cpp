// Bug: ignores case, so A and a are counted as the same letter.
#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    char c;
    cin >> s >> c;
    int count = 0;
    for (char x : s) {
        if (tolower(x) == tolower(c)) ++count;
    }
    cout << count << "\n";
    return 0;
}
