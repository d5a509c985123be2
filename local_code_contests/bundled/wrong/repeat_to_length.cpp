// Bug: writes only the whole copies of s and drops the incomplete last copy.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    int n;
    cin >> s >> n;
    string out;
    for (int i = 0; i < n / (int)s.size(); ++i) out += s;
    cout << out << "\n";
    return 0;
}
