#include <iostream>
#include <vector>
#include <queue>
#include <algorithm>
using namespace std;

int main() {
    int n, q;
    cin >> n >> q;
    vector<int> rem(n);
    vector<long long> done(n);
    queue<int> order;
    for (int i = 0; i < n; ++i) {
        cin >> rem[i];
        order.push(i);
    }
    long long now = 0;
    while (!order.empty()) {
        int i = order.front();
        order.pop();
        int run = min(q, rem[i]);
        now += run;
        rem[i] -= run;
        if (rem[i] > 0) order.push(i);
        else done[i] = now;
    }
    for (int i = 0; i < n; ++i) cout << done[i] << (i + 1 < n ? " " : "\n");
    return 0;
}
