#include <iostream>
using namespace std;

int main() {
    int n, q;
    cin >> n >> q;
    bool taken[101] = {false};
    for (int j = 0; j < q; ++j) {
        int k;
        cin >> k;
        int found = -1;
        for (int start = 1; start + k - 1 <= n && found == -1; ++start) {
            bool ok = true;
            for (int s = start; s < start + k; ++s)
                if (taken[s]) { ok = false; break; }
            if (ok) found = start;
        }
        if (found != -1)
            for (int s = found; s < found + k; ++s) taken[s] = true;
        cout << found << "\n";
    }
    return 0;
}
