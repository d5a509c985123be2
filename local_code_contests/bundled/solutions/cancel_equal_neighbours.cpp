#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> stack;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        if (!stack.empty() && stack.back() == x) stack.pop_back();
        else stack.push_back(x);
    }
    if (stack.empty()) {
        cout << "EMPTY\n";
        return 0;
    }
    for (size_t i = 0; i < stack.size(); ++i) cout << stack[i] << (i + 1 == stack.size() ? "\n" : " ");
    return 0;
}
