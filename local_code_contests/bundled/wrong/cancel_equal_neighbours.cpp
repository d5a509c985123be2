// Deliberately wrong variant of solutions/cancel_equal_neighbours.cpp: one left-to-right pass removes equal neighbours but never rechecks the numbers that become neighbours.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n), stack;
    for (auto &x : a) cin >> x;
    for (int i = 0; i < n; ++i) {
        if (i + 1 < n && a[i] == a[i + 1]) ++i;
        else stack.push_back(a[i]);
    }
    if (stack.empty()) {
        cout << "EMPTY\n";
        return 0;
    }
    for (size_t i = 0; i < stack.size(); ++i) cout << stack[i] << (i + 1 == stack.size() ? "\n" : " ");
    return 0;
}
