// Bug: counts a valley only when the hiker climbs back to sea level, missing an unfinished last valley.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int level = 0, valleys = 0;
    for (char c : s) {
        level += (c == 'U') ? 1 : -1;
        if (c == 'U' && level == 0) ++valleys;
    }
    cout << valleys << "\n";
    return 0;
}
