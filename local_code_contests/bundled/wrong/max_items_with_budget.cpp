// Deliberately wrong variant of solutions/max_items_with_budget.cpp: buys in the given order instead of cheapest first.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long b;
    cin >> n >> b;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    int bought = 0;
    long long spent = 0;
    for (long long x : p) {
        if (spent + x > b) continue;
        spent += x;
        ++bought;
    }
    cout << bought << "\n";
    return 0;
}
