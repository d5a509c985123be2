#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    bool ok = n % 2 == 0 && s.substr(0, n / 2) == s.substr(n / 2);
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
