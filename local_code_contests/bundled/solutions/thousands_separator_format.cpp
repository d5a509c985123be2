#include <iostream>
#include <string>
using namespace std;

int main() {
    string s, out;
    cin >> s;
    int n = s.size();
    for (int i = 0; i < n; ++i) {
        if (i > 0 && (n - i) % 3 == 0) out += ',';
        out += s[i];
    }
    cout << out << "\n";
    return 0;
}
