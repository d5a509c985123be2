// Bug: left and right turns are swapped.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    string names[4] = {"North", "East", "South", "West"};
    int dir = 0;
    for (char c : s) {
        if (c == 'L') dir = (dir + 1) % 4;
        else if (c == 'R') dir = (dir + 3) % 4;
        else dir = (dir + 2) % 4;
    }
    cout << names[dir] << "\n";
    return 0;
}
