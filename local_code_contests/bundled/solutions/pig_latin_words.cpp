#include <iostream>
#include <string>
using namespace std;

int main() {
    string w;
    bool first = true;
    while (cin >> w) {
        string out;
        if (string("aeiou").find(w[0]) != string::npos) out = w + "way";
        else out = w.substr(1) + w[0] + "ay";
        cout << (first ? "" : " ") << out;
        first = false;
    }
    cout << "\n";
    return 0;
}
