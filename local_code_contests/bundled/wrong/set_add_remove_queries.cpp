// Bug: counts how many times x was added, so adding x twice and removing it once leaves it in the set.
#include <iostream>
#include <map>
#include <string>
using namespace std;

int main() {
    int q;
    cin >> q;
    map<long long, int> cnt;
    while (q--) {
        string op;
        long long x;
        cin >> op >> x;
        if (op == "add") cnt[x]++;
        else if (op == "remove") { if (cnt[x] > 0) cnt[x]--; }
        else cout << (cnt[x] > 0 ? "YES" : "NO") << "\n";
    }
    return 0;
}
