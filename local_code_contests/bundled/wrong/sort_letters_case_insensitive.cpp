// Bug: sorts by character code, which puts every uppercase letter before every lowercase one.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    sort(s.begin(), s.end());
    cout << s << "\n";
    return 0;
}
