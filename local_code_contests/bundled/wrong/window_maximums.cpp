// Deliberately wrong variant of solutions/window_maximums.cpp: off by one: misses the last block.
#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    vector<long long> out;
    for (int s = 0; s + k < n; ++s) out.push_back(*max_element(a.begin() + s, a.begin() + s + k));
    for (size_t i = 0; i < out.size(); ++i) cout << out[i] << (i + 1 < out.size() ? " " : "\n");
    return 0;
}
