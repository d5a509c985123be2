// Deliberately wrong variant of solutions/next_greater_right.cpp: an equal element is taken as the next greater one.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n), answer(n, -1);
    for (auto &x : a) cin >> x;
    vector<int> stack;  // indices still waiting for a greater element, values non-increasing
    for (int i = 0; i < n; ++i) {
        while (!stack.empty() && a[stack.back()] <= a[i]) {
            answer[stack.back()] = a[i];
            stack.pop_back();
        }
        stack.push_back(i);
    }
    for (int i = 0; i < n; ++i) cout << answer[i] << (i + 1 == n ? "\n" : " ");
    return 0;
}
