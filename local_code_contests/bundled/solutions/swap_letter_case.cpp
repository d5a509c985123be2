#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (char &c : s) {
        if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
        else c = char(c - 'A' + 'a');
    }
    cout << s << "\n";
    return 0;
}
