#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int blocks = 1;
    for (size_t i = 1; i < s.size(); ++i)
        if (s[i] != s[i - 1]) ++blocks;
    cout << blocks << "\n";
    return 0;
}
