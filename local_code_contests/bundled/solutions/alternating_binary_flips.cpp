#include <iostream>
#include <string>
#include <algorithm>
using namespace std;

int main() {
    string s;
    cin >> s;
    int startZero = 0, startOne = 0;
    for (int i = 0; i < (int)s.size(); ++i) {
        char even = (i % 2 == 0) ? '0' : '1';
        if (s[i] != even) ++startZero;
        else ++startOne;
    }
    cout << min(startZero, startOne) << "\n";
    return 0;
}
