#include <iostream>
using namespace std;

int main() {
    int n, p, m;
    cin >> n >> p >> m;
    for (int i = 0; i < m; ++i) {
        int a, b;
        cin >> a >> b;
        if (p == a) p = b;
        else if (p == b) p = a;
    }
    cout << p << "\n";
    return 0;
}
