// Bug: rolls east and west are swapped.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int top = 1, south = 2, east = 3;
    for (char c : s) {
        int t = top;
        if (c == 'N') { top = south; south = 7 - t; }
        else if (c == 'S') { top = 7 - south; south = t; }
        else if (c == 'W') { top = 7 - east; east = t; }
        else { top = east; east = 7 - t; }
    }
    cout << top << " " << south << " " << east << "\n";
    return 0;
}
