#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string w, out;
    while (cin >> w) {
        out += (char)toupper(w[0]);
        out += '.';
    }
    cout << out << "\n";
    return 0;
}
