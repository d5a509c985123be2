// Bug: writes a[i] & a[j] == 0 without parentheses; == binds tighter, so it computes a[i] & (a[j] == 0).
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    int count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (!(a[i] & a[j] == 0)) ++count;
    cout << count << "\n";
    return 0;
}
