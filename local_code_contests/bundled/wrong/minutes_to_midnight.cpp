// Bug: takes the result modulo 1440, so at 00:00 it prints 0 instead of 1440.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string t;
    cin >> t;
    int h = stoi(t.substr(0, 2)), m = stoi(t.substr(3, 2));
    cout << (1440 - (h * 60 + m)) % 1440 << "\n";
    return 0;
}
