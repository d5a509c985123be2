#include <iostream>
#include <string>
using namespace std;

int main() {
    string key, text;
    cin >> key >> text;
    char back[128];
    for (int i = 0; i < 26; ++i) back[(int)key[i]] = char('a' + i);
    for (char &c : text) c = back[(int)c];
    cout << text << "\n";
    return 0;
}
