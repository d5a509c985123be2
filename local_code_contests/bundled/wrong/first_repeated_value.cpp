// Deliberately wrong variant of solutions/first_repeated_value.cpp: finds the value whose first occurrence comes earliest among repeated values, not the first repeat read.
#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long answer = -1;
    for (int i = 0; i < n && answer == -1; ++i)
        for (int j = i + 1; j < n; ++j)
            if (a[i] == a[j]) answer = a[i];
    cout << answer << "\n";
    return 0;
}
