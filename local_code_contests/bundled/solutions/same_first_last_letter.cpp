#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    cout << (s[0] == s[s.size() - 1] ? "YES" : "NO") << "\n";
    return 0;
}
