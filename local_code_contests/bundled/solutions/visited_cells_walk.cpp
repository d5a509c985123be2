#include <iostream>
#include <set>
#include <string>
#include <utility>
using namespace std;

int main() {
    string s;
    cin >> s;
    set<pair<int, int>> seen;
    int x = 0, y = 0;
    seen.insert({x, y});
    for (char c : s) {
        if (c == 'U') ++y;
        else if (c == 'D') --y;
        else if (c == 'L') --x;
        else ++x;
        seen.insert({x, y});
    }
    cout << seen.size() << "\n";
    return 0;
}
