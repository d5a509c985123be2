#include <iostream>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    int last[2] = {0, 0};
    for (int i = 1; i <= n; ++i) {
        int x;
        cin >> x;
        last[x] = i;
    }
    cout << min(last[0], last[1]) << "\n";
    return 0;
}
