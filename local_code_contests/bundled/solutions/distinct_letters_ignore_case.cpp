#include <cctype>
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    set<char> seen;
    for (char c : s) seen.insert((char)tolower(c));
    cout << seen.size() << "\n";
    return 0;
}
