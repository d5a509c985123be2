// Bug: treats the name as a plain base-26 number with A = 0, then adds 1.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long n = 0;
    for (char c : s) n = n * 26 + (c - 'A');
    cout << n + 1 << "\n";
    return 0;
}
