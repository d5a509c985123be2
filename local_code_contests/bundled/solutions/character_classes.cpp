#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    int upper = 0, lower = 0, digits = 0, other = 0;
    for (char c : s) {
        if (c >= 'A' && c <= 'Z') ++upper;
        else if (c >= 'a' && c <= 'z') ++lower;
        else if (c >= '0' && c <= '9') ++digits;
        else ++other;
    }
    cout << upper << " " << lower << " " << digits << " " << other << "\n";
    return 0;
}
