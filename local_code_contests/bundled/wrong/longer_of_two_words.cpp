// Bug: prints the second word when the lengths are equal.
#include <iostream>
#include <string>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    cout << (b.size() >= a.size() ? b : a) << "\n";
    return 0;
}
