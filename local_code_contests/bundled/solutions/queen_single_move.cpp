#include <iostream>
#include <string>
#include <cstdlib>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    int dc = b[0] - a[0], dr = b[1] - a[1];
    bool ok = dc == 0 || dr == 0 || abs(dc) == abs(dr);
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
