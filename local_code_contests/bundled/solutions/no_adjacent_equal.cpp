#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int deletions = 0;
    for (size_t i = 1; i < s.size(); ++i)
        if (s[i] == s[i - 1]) ++deletions;
    cout << deletions << "\n";
    return 0;
}
