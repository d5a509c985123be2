// Bug: a shortcut instead of simulating the stack: answers NO whenever p[i+1] < p[i] - 1, although such a step is sometimes possible.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> p(n);
    for (auto &x : p) cin >> x;
    for (int i = 0; i + 1 < n; ++i) {
        if (p[i + 1] < p[i] - 1) {
            cout << "NO\n";
            return 0;
        }
    }
    cout << "YES\n";
    return 0;
}
