// Bug: only counts codes made of three adjacent digits, as if digits could only be crossed out at the ends.
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    set<string> codes;
    for (size_t i = 0; i + 3 <= s.size(); ++i) codes.insert(s.substr(i, 3));
    cout << codes.size() << "\n";
    return 0;
}
