#include <iostream>
#include <vector>
using namespace std;

int main() {
    int q;
    cin >> q;
    vector<long long> r(q), c(q);
    for (int i = 0; i < q; ++i) cin >> r[i] >> c[i];
    int count = 0;
    for (int i = 0; i < q; ++i)
        for (int j = i + 1; j < q; ++j)
            if (r[i] == r[j] || c[i] == c[j] || r[i] - c[i] == r[j] - c[j] || r[i] + c[i] == r[j] + c[j]) ++count;
    cout << count << "\n";
    return 0;
}
