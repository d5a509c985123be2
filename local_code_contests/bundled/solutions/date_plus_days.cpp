#include <iostream>
#include <string>
#include <cstdio>
using namespace std;

bool leap(int y) { return y % 400 == 0 || (y % 4 == 0 && y % 100 != 0); }

int main() {
    string s;
    int k;
    cin >> s >> k;
    int y = stoi(s.substr(0, 4)), m = stoi(s.substr(5, 2)), d = stoi(s.substr(8, 2));
    int len[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    for (int i = 0; i < k; ++i) {
        int days = (m == 2 && leap(y)) ? 29 : len[m];
        if (++d > days) {
            d = 1;
            if (++m > 12) { m = 1; ++y; }
        }
    }
    printf("%04d-%02d-%02d\n", y, m, d);
    return 0;
}
