// Bug: uses the nearest c on the left whenever there is one, even when one on the right is closer.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    string s;
    char c;
    cin >> s >> c;
    int n = s.size();
    for (int i = 0; i < n; ++i) {
        int d = -1;
        for (int j = i; j >= 0 && d < 0; --j)
            if (s[j] == c) d = i - j;
        for (int j = i; j < n && d < 0; ++j)
            if (s[j] == c) d = j - i;
        cout << d << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
