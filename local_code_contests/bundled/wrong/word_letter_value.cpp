// Bug: counts a as 0 instead of 1 (off-by-one in the letter value).
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int total = 0;
    for (char c : s) total += c - 'a';
    cout << total << "\n";
    return 0;
}
