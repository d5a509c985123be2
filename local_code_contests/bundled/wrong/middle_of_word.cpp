// Bug: for an even length prints only one of the two middle letters.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    cout << s[s.size() / 2] << "\n";
    return 0;
}
