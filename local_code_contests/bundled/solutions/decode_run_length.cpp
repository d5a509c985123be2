#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    cin >> s;
    string result;
    size_t i = 0;
    while (i < s.size()) {
        char letter = s[i++];
        int count = 0;
        while (i < s.size() && isdigit((unsigned char)s[i])) count = count * 10 + (s[i++] - '0');
        result += string(count, letter);
    }
    cout << result << "\n";
    return 0;
}
