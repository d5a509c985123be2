#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s, result;
    cin >> s;
    for (char c : s) {
        if (isupper((unsigned char)c)) {
            result += '_';
            result += (char)tolower((unsigned char)c);
        } else {
            result += c;
        }
    }
    cout << result << "\n";
    return 0;
}
