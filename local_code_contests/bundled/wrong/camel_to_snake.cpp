// Deliberately wrong variant of solutions/camel_to_snake.cpp: puts no underscore before an uppercase letter that follows another uppercase letter.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s, result;
    cin >> s;
    for (size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (isupper((unsigned char)c)) {
            if (!isupper((unsigned char)s[i - 1])) result += '_';
            result += (char)tolower((unsigned char)c);
        } else {
            result += c;
        }
    }
    cout << result << "\n";
    return 0;
}
