#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int blocks[2] = {0, 0};
    for (size_t i = 0; i < s.size(); ++i)
        if (i == 0 || s[i] != s[i - 1]) ++blocks[s[i] - '0'];
    cout << min(blocks[0], blocks[1]) << "\n";
    return 0;
}
