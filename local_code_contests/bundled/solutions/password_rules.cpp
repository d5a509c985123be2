#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    bool lower = false, upper = false, digit = false, special = false;
    for (char ch : s) {
        if (ch >= 'a' && ch <= 'z') lower = true;
        else if (ch >= 'A' && ch <= 'Z') upper = true;
        else if (ch >= '0' && ch <= '9') digit = true;
        else special = true;
    }
    cout << (s.size() < 8) + !lower + !upper + !digit + !special << "\n";
    return 0;
}
