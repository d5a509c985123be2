// Deliberately wrong variant of solutions/atbash_cipher.cpp: uppercase letters come out lowercase.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (char &c : s) c = 'z' - (tolower((unsigned char)c) - 'a');
    cout << s << "\n";
    return 0;
}
