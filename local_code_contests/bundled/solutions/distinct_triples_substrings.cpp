#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count = 0;
    for (size_t i = 0; i + 2 < s.size(); ++i)
        if (s[i] != s[i + 1] && s[i + 1] != s[i + 2] && s[i] != s[i + 2]) ++count;
    cout << count << "\n";
    return 0;
}
