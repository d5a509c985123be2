#include <iostream>
#include <string>
using namespace std;

int main() {
    int a, b, c;
    cin >> a >> b >> c;
    if (a == b && b == c) cout << 3 << "\n";
    else if (a == b || b == c || a == c) cout << 2 << "\n";
    else cout << 0 << "\n";
    return 0;
}
