// Bug: does not ignore case, so A and a are treated as different letters.
#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string line, letters;
    getline(cin, line);
    for (char c : line)
        if (isalpha((unsigned char)c)) letters += c;
    string rev(letters.rbegin(), letters.rend());
    cout << (letters == rev ? "YES" : "NO") << "\n";
    return 0;
}
