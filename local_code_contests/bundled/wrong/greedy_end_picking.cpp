// Deliberately wrong variant of solutions/greedy_end_picking.cpp: on equal ends the player takes the rightmost card.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long sums[2] = {0, 0};
    int left = 0, right = n - 1;
    for (int turn = 0; left <= right; ++turn) {
        if (a[left] > a[right]) sums[turn % 2] += a[left++];
        else sums[turn % 2] += a[right--];
    }
    cout << sums[0] << " " << sums[1] << "\n";
    return 0;
}
