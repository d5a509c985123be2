#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int col = s[0] - 'a' + 1, row = s[1] - '0';
    cout << ((col + row) % 2 == 0 ? "DARK" : "LIGHT") << "\n";
}
