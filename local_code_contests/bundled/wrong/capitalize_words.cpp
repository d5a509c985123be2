// Deliberately wrong variant of solutions/capitalize_words.cpp: uppercases first letters but does not lowercase the rest.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    for (size_t i = 0; i < s.size(); ++i)
        if (s[i] != ' ' && (i == 0 || s[i - 1] == ' ')) s[i] = toupper((unsigned char)s[i]);
    cout << s << "\n";
    return 0;
}
