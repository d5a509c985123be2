// Bug: only follows the ball when it is under the first cup of a swap.
#include <iostream>
using namespace std;

int main() {
    int n, p, m;
    cin >> n >> p >> m;
    for (int i = 0; i < m; ++i) {
        int a, b;
        cin >> a >> b;
        if (p == a) p = b;
    }
    cout << p << "\n";
    return 0;
}
