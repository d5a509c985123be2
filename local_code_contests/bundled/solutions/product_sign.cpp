#include <algorithm>
#include <iostream>
#include <map>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    int sign = 1;
    for (long long x : a) {
        if (x == 0) sign = 0;
        else if (x < 0) sign = -sign;
    }
    cout << sign << "\n";
    return 0;
}
