#include <iostream>
#include <vector>
using namespace std;

int n;
long long s;
vector<long long> a;

// Is there a choice among a[i..n-1] that adds `sum` up to s, with at least one number chosen overall?
bool search(int i, long long sum, bool chosen) {
    if (sum > s) return false;  // all numbers are positive
    if (i == n) return chosen && sum == s;
    return search(i + 1, sum + a[i], true) || search(i + 1, sum, chosen);
}

int main() {
    cin >> n >> s;
    a.resize(n);
    for (auto &x : a) cin >> x;
    cout << (search(0, 0, false) ? "YES" : "NO") << "\n";
    return 0;
}
