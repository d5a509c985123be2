// Bug: the replacement table misses the letter t.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, from = "aeios", to = "43105";
    cin >> s;
    for (char &c : s) {
        size_t p = from.find(c);
        if (p != string::npos) c = to[p];
    }
    cout << s << "\n";
    return 0;
}
