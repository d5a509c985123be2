// Bug: ignores that the wheels are circular and never turns through 9 -> 0.
#include <iostream>
#include <string>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    string a, b;
    cin >> n >> a >> b;
    int total = 0;
    for (int i = 0; i < n; ++i) total += abs(a[i] - b[i]);
    cout << total << "\n";
    return 0;
}
