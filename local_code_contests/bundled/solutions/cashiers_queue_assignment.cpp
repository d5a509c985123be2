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
        int best = 0;
        for (int j = 1; j < k; ++j)
            if (freeAt[j] < freeAt[best]) best = j;
        freeAt[best] += t;
        cout << best + 1 << " " << freeAt[best] << "\n";
    }
    return 0;
}
