#include <iostream>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<long long> seen;
    long long answer = -1;
    for (int i = 0; i < n; ++i) {
        long long x;
        cin >> x;
        if (answer == -1 && seen.count(x)) answer = x;
        seen.insert(x);
    }
    cout << answer << "\n";
    return 0;
}
