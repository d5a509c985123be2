#include <iostream>
#include <string>
#include <algorithm>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    string a, b;
    cin >> n >> a >> b;
    int total = 0;
    for (int i = 0; i < n; ++i) {
        int d = abs(a[i] - b[i]);
        total += min(d, 10 - d);
    }
    cout << total << "\n";
    return 0;
}
