#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int level = 0, valleys = 0;
    for (char c : s) {
        if (c == 'D' && level == 0) ++valleys;
        level += (c == 'U') ? 1 : -1;
    }
    cout << valleys << "\n";
    return 0;
}
