#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    int n;
    cin >> s >> n;
    string out;
    for (int i = 0; i < n; ++i) out += s[i % s.size()];
    cout << out << "\n";
    return 0;
}
