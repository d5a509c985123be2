#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    int q;
    cin >> q;
    set<long long> s;
    while (q--) {
        string op;
        long long x;
        cin >> op >> x;
        if (op == "add") s.insert(x);
        else if (op == "remove") s.erase(x);
        else cout << (s.count(x) ? "YES" : "NO") << "\n";
    }
    return 0;
}
