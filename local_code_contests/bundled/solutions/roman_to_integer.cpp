#include <iostream>
#include <string>
using namespace std;

int value(char c) {
    switch (c) {
        case 'I': return 1;
        case 'V': return 5;
        case 'X': return 10;
        case 'L': return 50;
        case 'C': return 100;
        case 'D': return 500;
        default: return 1000;
    }
}

int main() {
    string s;
    cin >> s;
    int total = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        if (i + 1 < s.size() && value(s[i]) < value(s[i + 1])) total -= value(s[i]);
        else total += value(s[i]);
    }
    cout << total << "\n";
    return 0;
}
