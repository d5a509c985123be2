#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, letters, digits;
    cin >> s;
    for (char c : s) {
        if (c >= '0' && c <= '9') digits += c;
        else letters += c;
    }
    cout << letters << digits << "\n";
    return 0;
}
