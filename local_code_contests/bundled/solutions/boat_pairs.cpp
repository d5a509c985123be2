#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long limit;
    cin >> n >> limit;
    vector<long long> w(n);
    for (auto &x : w) cin >> x;
    sort(w.begin(), w.end());
    int i = 0, j = n - 1, boats = 0;
    while (i <= j) {  // the heaviest person takes the lightest one along when they fit together
        if (i < j && w[i] + w[j] <= limit) ++i;
        --j;
        ++boats;
    }
    cout << boats << "\n";
    return 0;
}
