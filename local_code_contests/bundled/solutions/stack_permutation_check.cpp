#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> p(n);
    for (auto &x : p) cin >> x;
    vector<int> st;
    int next = 1;
    for (int i = 0; i < n; ++i) {
        while (next <= p[i]) st.push_back(next++);
        if (st.empty() || st.back() != p[i]) {
            cout << "NO\n";
            return 0;
        }
        st.pop_back();
    }
    cout << "YES\n";
    return 0;
}
