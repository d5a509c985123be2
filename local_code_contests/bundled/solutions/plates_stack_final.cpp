#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int q;
    cin >> q;
    vector<long long> st;
    while (q--) {
        string op;
        long long x;
        cin >> op >> x;
        if (op == "put") st.push_back(x);
        else
            for (long long i = 0; i < x && !st.empty(); ++i) st.pop_back();
    }
    if (st.empty()) {
        cout << "EMPTY\n";
        return 0;
    }
    for (size_t i = 0; i < st.size(); ++i) cout << st[i] << (i + 1 < st.size() ? ' ' : '\n');
    return 0;
}
