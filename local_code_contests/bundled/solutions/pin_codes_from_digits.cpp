#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int count = 0;
    for (int code = 0; code < 1000; ++code) {
        char want[3] = {char('0' + code / 100), char('0' + code / 10 % 10), char('0' + code % 10)};
        int k = 0;
        for (char c : s)
            if (k < 3 && c == want[k]) ++k;
        if (k == 3) ++count;
    }
    cout << count << "\n";
    return 0;
}
