#include <iostream>
using namespace std;

int main() {
    int n;
    cin >> n;
    int thomas = 0, rank = 1;
    for (int i = 0; i < n; ++i) {
        int a, b, c, d;
        cin >> a >> b >> c >> d;
        int s = a + b + c + d;
        if (i == 0) thomas = s;
        else if (s > thomas) ++rank;
    }
    cout << rank << "\n";
    return 0;
}
