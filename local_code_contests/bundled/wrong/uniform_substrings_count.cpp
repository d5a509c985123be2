// Bug: adds a block's count only when the next block starts, so the last block is lost.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long total = 0, run = 1;
    for (size_t i = 1; i < s.size(); ++i) {
        if (s[i] == s[i - 1]) {
            ++run;
        } else {
            total += run * (run + 1) / 2;
            run = 1;
        }
    }
    cout << total << "\n";
    return 0;
}
