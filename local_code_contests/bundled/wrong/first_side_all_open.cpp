// Bug: numbers the doors from 0, so the answer is one too small.
#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int last[2] = {0, 0};
    for (int i = 0; i < n; ++i) {
        int x;
        cin >> x;
        last[x] = i;
    }
    cout << min(last[0], last[1]) << "\n";
    return 0;
}
