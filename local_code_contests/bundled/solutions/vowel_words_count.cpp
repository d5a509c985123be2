#include <iostream>
#include <string>
using namespace std;

bool vowel(char c) { return string("aeiou").find(c) != string::npos; }

int main() {
    string w;
    int count = 0;
    while (cin >> w)
        if (vowel(w.front()) && vowel(w.back())) ++count;
    cout << count << "\n";
    return 0;
}
