// Bug: counts y as a vowel.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int vowels = 0;
    for (char c : s)
        if (string("aeiouy").find(c) != string::npos) ++vowels;
    int consonants = (int)s.size() - vowels;
    if (vowels > consonants) cout << "VOWELS\n";
    else if (consonants > vowels) cout << "CONSONANTS\n";
    else cout << "EQUAL\n";
    return 0;
}
