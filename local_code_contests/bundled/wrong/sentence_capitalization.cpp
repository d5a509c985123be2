// Bug: treats only the dot as the end of a sentence, forgetting ! and ?.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    getline(cin, s);
    bool start = true;
    for (char &c : s) {
        if (c >= 'a' && c <= 'z') {
            if (start) c = char(c - 'a' + 'A');
            start = false;
        } else if (c == '.') {
            start = true;
        }
    }
    cout << s << "\n";
    return 0;
}
