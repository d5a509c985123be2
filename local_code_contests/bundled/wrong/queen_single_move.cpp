// Bug: compares the signed differences, so it only accepts one of the two diagonal directions.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    int dc = b[0] - a[0], dr = b[1] - a[1];
    bool ok = dc == 0 || dr == 0 || dc == dr;
    cout << (ok ? "YES" : "NO") << "\n";
    return 0;
}
