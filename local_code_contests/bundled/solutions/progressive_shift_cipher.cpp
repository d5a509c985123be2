#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i) s[i] = char('a' + (s[i] - 'a' + (int)i + 1) % 26);
    cout << s << "\n";
    return 0;
}
