// Bug: counts uppercase and lowercase forms as different letters.
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    set<char> seen(s.begin(), s.end());
    cout << seen.size() << "\n";
    return 0;
}
