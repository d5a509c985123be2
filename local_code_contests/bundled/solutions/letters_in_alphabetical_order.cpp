#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool ok = true;
    for (size_t i = 1; i < s.size(); ++i)
        if (s[i] < s[i - 1]) ok = false;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
