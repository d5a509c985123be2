// Bug: searches for a free spot only after the last spot given out, so freed lower spots are never reused.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n, q;
    cin >> n >> q;
    bool taken[101] = {false};
    int last = 0;
    for (int e = 0; e < q; ++e) {
        string op;
        cin >> op;
        if (op == "-") {
            int x;
            cin >> x;
            taken[x] = false;
        } else {
            int spot = -1;
            for (int i = last + 1; i <= n; ++i)
                if (!taken[i]) { spot = i; break; }
            if (spot != -1) { taken[spot] = true; last = spot; }
            cout << spot << "\n";
        }
    }
    return 0;
}
