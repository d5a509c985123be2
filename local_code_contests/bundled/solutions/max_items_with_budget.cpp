#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

int main() {
    int n;
    long long b;
    cin >> n >> b;
    vector<long long> p(n);
    for (auto &x : p) cin >> x;
    sort(p.begin(), p.end());
    int bought = 0;
    long long spent = 0;
    for (long long x : p) {
        if (spent + x > b) break;
        spent += x;
        ++bought;
    }
    cout << bought << "\n";
    return 0;
}
