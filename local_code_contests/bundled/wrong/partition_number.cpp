// Bug: the parts only go up to n - 1, so the one-term sum "n" is never counted.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int part = 1; part < n; ++part)
        for (int s = part; s <= n; ++s) ways[s] += ways[s - part];
    cout << ways[n] << "\n";
    return 0;
}
