#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int pos = 1;
    for (int i = 1; i < n; ++i) {
        pos = (pos - 1 + i) % n + 1;
        cout << pos << (i + 1 < n ? " " : "\n");
    }
    return 0;
}
