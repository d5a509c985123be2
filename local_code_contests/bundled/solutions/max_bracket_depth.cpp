#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int depth = 0, best = 0;
    for (char c : s) {
        depth += (c == '(') ? 1 : -1;
        best = max(best, depth);
    }
    cout << best << "\n";
    return 0;
}
