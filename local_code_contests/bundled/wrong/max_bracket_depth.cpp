// Bug: measures the longest run of consecutive opening brackets instead of the depth.
#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int run = 0, best = 0;
    for (char c : s) {
        run = (c == '(') ? run + 1 : 0;
        best = max(best, run);
    }
    cout << best << "\n";
    return 0;
}
