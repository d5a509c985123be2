// Bug: checks whether the shootout is decided only after both teams have kicked.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int a = 0, b = 0, ka = 0, kb = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        if (i % 2 == 0) { a += s[i] - '0'; ++ka; }
        else { b += s[i] - '0'; ++kb; }
        if (ka != kb) continue;
        if (ka <= 5 && kb <= 5) {
            if (b + (5 - kb) < a) { cout << "A " << i + 1 << "\n"; return 0; }
            if (a + (5 - ka) < b) { cout << "B " << i + 1 << "\n"; return 0; }
        } else if (ka == kb && a != b) {
            cout << (a > b ? "A " : "B ") << i + 1 << "\n";
            return 0;
        }
    }
    return 0;
}
