#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int par = 0, strokes = 0;
    for (int i = 0; i < n; ++i) { int x; cin >> x; par += x; }
    for (int i = 0; i < n; ++i) { int x; cin >> x; strokes += x; }
    int d = strokes - par;
    if (d == 0) cout << "E\n";
    else if (d > 0) cout << "+" << d << "\n";
    else cout << d << "\n";
    return 0;
}
