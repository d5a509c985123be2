// Deliberately wrong variant of solutions/longest_balanced_segment.cpp: the empty prefix is not recorded, so blocks that start at the first toss are missed.
#include <iostream>
#include <map>
#include <algorithm>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<int, int> first;  // balance (heads minus tails) -> the first prefix length with it
    int balance = 0, best = 0;
    for (int i = 1; i <= n; ++i) {
        int x;
        cin >> x;
        balance += x == 1 ? 1 : -1;
        auto it = first.find(balance);
        if (it == first.end()) first[balance] = i;
        else best = max(best, i - it->second);
    }
    cout << best << "\n";
    return 0;
}
