#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, result;
    cin >> s;
    for (char c : s)
        if (c != '0') result += c;
    cout << result << "\n";
    return 0;
}
