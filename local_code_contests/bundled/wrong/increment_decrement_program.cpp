// Bug: only looks at the first character, so x++ is taken for a decrement.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    int x = 0;
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        if (s[0] == '+') ++x;
        else --x;
    }
    cout << x << "\n";
    return 0;
}
