#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    long long d;
    cin >> n >> d;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    bool found = false;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j && a[i] - a[j] == d) found = true;
    cout << (found ? "YES" : "NO") << "\n";
    return 0;
}
