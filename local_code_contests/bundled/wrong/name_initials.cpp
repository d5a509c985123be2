// Bug: forgets to make the initials uppercase.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string w, out;
    while (cin >> w) {
        out += w[0];
        out += '.';
    }
    cout << out << "\n";
    return 0;
}
