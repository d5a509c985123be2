#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> s(n), e(n);
    for (int i = 0; i < n; ++i) cin >> s[i] >> e[i];
    int q;
    cin >> q;
    for (int j = 0; j < q; ++j) {
        long long t;
        cin >> t;
        int count = 0;
        for (int i = 0; i < n; ++i)
            if (s[i] <= t && t <= e[i]) ++count;
        cout << count << (j + 1 < q ? " " : "\n");
    }
    return 0;
}
