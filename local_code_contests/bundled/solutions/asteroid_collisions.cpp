#include <iostream>
#include <vector>
#include <cstdlib>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> st;
    for (int i = 0; i < n; ++i) {
        int a;
        cin >> a;
        bool alive = true;
        while (alive && a < 0 && !st.empty() && st.back() > 0) {
            if (st.back() < -a) st.pop_back();
            else if (st.back() == -a) { st.pop_back(); alive = false; }
            else alive = false;
        }
        if (alive) st.push_back(a);
    }
    if (st.empty()) cout << "EMPTY\n";
    for (size_t i = 0; i < st.size(); ++i) cout << st[i] << (i + 1 < st.size() ? " " : "\n");
    return 0;
}
