// Bug: always turns the string into all ones, never considering all zeros.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int zero_blocks = 0;
    for (size_t i = 0; i < s.size(); ++i)
        if (s[i] == '0' && (i == 0 || s[i - 1] != '0')) ++zero_blocks;
    cout << zero_blocks << "\n";
    return 0;
}
