// Bug: sends the customers to the cashiers in turn (1, 2, ..., k, 1, ...) instead of to the first free one.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> freeAt(k, 0);
    for (int i = 0; i < n; ++i) {
        int t;
        cin >> t;
        int best = i % k;
        freeAt[best] += t;
        cout << best + 1 << " " << freeAt[best] << "\n";
    }
    return 0;
}
