#include <iostream>
using namespace std;

int main() {
    int a, b, c;
    cin >> a >> b >> c;
    bool possible = false;
    for (int x = 0; a * x <= c; ++x)
        if ((c - a * x) % b == 0) possible = true;
    cout << (possible ? "YES" : "NO") << "\n";
    return 0;
}
