// Bug: keeps only the last digit of the repeat count, so 12[c] is read as 2[c].
#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, out;
    cin >> s;
    for (size_t i = 0; i < s.size();) {
        if (s[i] >= 'a' && s[i] <= 'z') {
            out += s[i++];
            continue;
        }
        int k = 0;
        while (s[i] >= '0' && s[i] <= '9') k = s[i++] - '0';
        size_t close = s.find(']', i);
        string inner = s.substr(i + 1, close - i - 1);
        for (int r = 0; r < k; ++r) out += inner;
        i = close + 1;
    }
    cout << out << "\n";
    return 0;
}
