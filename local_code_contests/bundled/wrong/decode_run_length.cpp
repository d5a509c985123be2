// Deliberately wrong variant of solutions/decode_run_length.cpp: reads only one digit of every count.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    cin >> s;
    string result;
    for (size_t i = 0; i + 1 < s.size(); ++i)
        if (isalpha((unsigned char)s[i])) result += string(s[i + 1] - '0', s[i]);
    cout << result << "\n";
    return 0;
}
