// Bug: pairs neighbours in the input order without sorting the skills first.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long total = 0;
    for (int i = 0; i < n; i += 2) total += a[i + 1] > a[i] ? a[i + 1] - a[i] : a[i] - a[i + 1];
    cout << total << "\n";
    return 0;
}
