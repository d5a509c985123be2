#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    int diff = 0;
    for (size_t i = 0; i < s.size(); ++i)
        if (s[i] != t[i]) ++diff;
    cout << diff << "\n";
    return 0;
}
