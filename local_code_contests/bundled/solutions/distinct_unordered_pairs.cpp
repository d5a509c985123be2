#include <algorithm>
#include <iostream>
#include <set>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<pair<long long, long long>> s;
    for (int i = 0; i < n; ++i) {
        long long a, b;
        cin >> a >> b;
        s.insert({min(a, b), max(a, b)});
    }
    cout << s.size() << "\n";
    return 0;
}
