// Bug: mixes 1-based numbers with % n, so child n is printed as 0.
#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int pos = 1;
    for (int i = 1; i < n; ++i) {
        pos = (pos + i) % n;
        cout << pos << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
