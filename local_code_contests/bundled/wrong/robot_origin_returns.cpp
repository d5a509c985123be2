// Bug: counts the starting position as a return.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int x = 0, y = 0, count = 1;
    for (char c : s) {
        if (c == 'U') ++y;
        else if (c == 'D') --y;
        else if (c == 'L') --x;
        else ++x;
        if (x == 0 && y == 0) ++count;
    }
    cout << count << "\n";
    return 0;
}
