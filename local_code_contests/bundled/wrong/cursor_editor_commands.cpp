// Bug: after an insertion the cursor stays left of the new letter.
#include <iostream>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    string text;
    int cur = 0;
    for (int i = 0; i < n; ++i) {
        string cmd;
        cin >> cmd;
        if (cmd == "L") {
            if (cur > 0) --cur;
        } else if (cmd == "R") {
            if (cur < (int)text.size()) ++cur;
        } else if (cmd == "B") {
            if (cur > 0) {
                text.erase(cur - 1, 1);
                --cur;
            }
        } else {
            string c;
            cin >> c;
            text.insert(cur, c);
        }
    }
    cout << (text.empty() ? "EMPTY" : text) << "\n";
    return 0;
}
