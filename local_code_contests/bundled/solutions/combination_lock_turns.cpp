#include <iostream>
#include <string>
#include <cstdlib>
#include <algorithm>
using namespace std;

int main() {
    int n;
    string a, b;
    cin >> n >> a >> b;
    int moves = 0;
    for (int i = 0; i < n; ++i) {
        int d = abs(a[i] - b[i]);
        moves += min(d, 10 - d);
    }
    cout << moves << "\n";
    return 0;
}
