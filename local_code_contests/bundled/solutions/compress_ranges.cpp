#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    bool first = true;
    for (int i = 0; i < n;) {
        int j = i;
        while (j + 1 < n && a[j + 1] == a[j] + 1) ++j;
        if (!first) cout << ",";
        first = false;
        if (j == i) cout << a[i];
        else cout << a[i] << "-" << a[j];
        i = j + 1;
    }
    cout << "\n";
    return 0;
}
