#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int half = s.size() / 2, left = 0, right = 0;
    for (int i = 0; i < half; ++i) left += s[i] - '0';
    for (int i = half; i < (int)s.size(); ++i) right += s[i] - '0';
    cout << (left == right ? "YES" : "NO") << "\n";
    return 0;
}
