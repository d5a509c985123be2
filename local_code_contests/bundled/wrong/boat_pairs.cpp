// Deliberately wrong variant of solutions/boat_pairs.cpp: pairs neighbours in sorted order instead of the heaviest with the lightest.
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
    int boats = 0;
    for (int i = 0; i < n;) {
        if (i + 1 < n && w[i] + w[i + 1] <= limit) i += 2;
        else i += 1;
        ++boats;
    }
    cout << boats << "\n";
    return 0;
}
