#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int q;
    cin >> q;
    vector<string> history;
    string cur = "home";
    while (q--) {
        string op;
        cin >> op;
        if (op == "open") {
            string p;
            cin >> p;
            history.push_back(cur);
            cur = p;
        } else if (!history.empty()) {
            cur = history.back();
            history.pop_back();
        }
        cout << cur << "\n";
    }
    return 0;
}
