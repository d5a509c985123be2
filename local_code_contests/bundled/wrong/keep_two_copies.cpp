// Bug: compares with the third-to-last kept element, so it keeps up to three copies.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n), out;
    for (auto &x : a) cin >> x;
    for (long long x : a)
        if (out.size() < 3 || out[out.size() - 3] != x) out.push_back(x);
    cout << out.size() << "\n";
    for (size_t i = 0; i < out.size(); ++i) cout << out[i] << (i + 1 < out.size() ? " " : "\n");
    return 0;
}
