// Bug: computes the shift from the first letter only and never checks the other letters.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string p, c;
    cin >> p >> c;
    int k = ((c[0] - p[0]) % 26 + 26) % 26;
    cout << k << "\n";
    return 0;
}
