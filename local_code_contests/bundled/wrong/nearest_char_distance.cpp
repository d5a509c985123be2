// Bug: uses the nearest occurrence on the left and looks to the right only when there is none on the left.
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
        for (int j = i; j >= 0; --j)
            if (s[j] == c) { d = i - j; break; }
        if (d < 0)
            for (int j = i; j < n; ++j)
                if (s[j] == c) { d = j - i; break; }
        cout << d << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
