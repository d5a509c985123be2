#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, q;
    cin >> n >> q;
    bool taken[101] = {false};
    for (int e = 0; e < q; ++e) {
        string op;
        cin >> op;
        if (op == "-") {
            int x;
            cin >> x;
            taken[x] = false;
        } else {
            int spot = -1;
            for (int i = 1; i <= n; ++i)
                if (!taken[i]) { spot = i; break; }
            if (spot != -1) taken[spot] = true;
            cout << spot << "\n";
        }
    }
    return 0;
}
