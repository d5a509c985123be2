// Bug: rejects a withdrawal of exactly the whole balance.
#include <iostream>
using namespace std;

int main() {
    long long s;
    int n;
    cin >> s >> n;
    int rejected = 0;
    for (int i = 0; i < n; ++i) {
        char op;
        long long x;
        cin >> op >> x;
        if (op == '+') s += x;
        else if (x >= s) ++rejected;
        else s -= x;
    }
    cout << s << " " << rejected << "\n";
    return 0;
}
