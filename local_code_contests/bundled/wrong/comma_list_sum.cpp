// Bug: skips the minus signs, so negative numbers are added as positive.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string line;
    cin >> line;
    long long total = 0, cur = 0;
    for (char c : line) {
        if (c >= '0' && c <= '9') {
            cur = cur * 10 + (c - '0');
        } else if (c == ',') {
            total += cur;
            cur = 0;
        }
    }
    total += cur;
    cout << total << "\n";
    return 0;
}
