#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    sort(s.begin(), s.end(), [](char a, char b) {
        char la = (char)tolower(a), lb = (char)tolower(b);
        if (la != lb) return la < lb;
        return a < b;  // uppercase codes are smaller than lowercase ones
    });
    cout << s << "\n";
    return 0;
}
