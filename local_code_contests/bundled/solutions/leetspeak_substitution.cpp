#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, from = "aeiost", to = "431057";
    cin >> s;
    for (char &c : s) {
        size_t p = from.find(c);
        if (p != string::npos) c = to[p];
    }
    cout << s << "\n";
    return 0;
}
