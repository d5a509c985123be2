// Bug: subtracts 32 from every letter, so letters that are already uppercase are broken.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (char &c : s) {
        if (!(c >= '0' && c <= '9')) c = c - 32;
    }
    cout << s << "\n";
    return 0;
}
