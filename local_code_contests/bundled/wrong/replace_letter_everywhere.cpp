// Bug: replaces only the first occurrence of a.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    char a, b;
    cin >> s >> a >> b;
    size_t pos = s.find(a);
    if (pos != string::npos) s[pos] = b;
    cout << s << "\n";
    return 0;
}
