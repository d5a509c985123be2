#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long total = 0, current = 0;
    for (char c : s) {
        if (isdigit((unsigned char)c)) {
            current = current * 10 + (c - '0');
        } else {
            total += current;
            current = 0;
        }
    }
    total += current;
    cout << total << "\n";
    return 0;
}
