#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    long long total = 0, cur = 0;
    for (char c : s) {
        if (c >= '0' && c <= '9') {
            cur = cur * 10 + (c - '0');
        } else {
            total += cur * (c == 'h' ? 3600 : c == 'm' ? 60 : 1);
            cur = 0;
        }
    }
    cout << total << "\n";
    return 0;
}
