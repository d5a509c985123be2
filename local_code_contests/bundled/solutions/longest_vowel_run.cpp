#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int run = 0, best = 0;
    for (char c : s) {
        run = (string("aeiou").find(c) != string::npos) ? run + 1 : 0;
        best = max(best, run);
    }
    cout << best << "\n";
    return 0;
}
