// Bug: numbers the columns from 0 but the rows from 1, which swaps the two colours.
#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int col = s[0] - 'a', row = s[1] - '0';
    cout << ((col + row) % 2 == 0 ? "DARK" : "LIGHT") << "\n";
}
