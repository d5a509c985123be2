#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (char &c : s) {
        if (c >= 'a' && c <= 'z') c = 'z' - (c - 'a');
        else c = 'Z' - (c - 'A');
    }
    cout << s << "\n";
    return 0;
}
