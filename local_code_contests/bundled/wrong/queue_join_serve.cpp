// Bug: serves the person who joined last (a stack) instead of the one at the front of the line.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int q;
    cin >> q;
    vector<string> line;
    while (q--) {
        string op;
        cin >> op;
        if (op == "join") {
            string name;
            cin >> name;
            line.push_back(name);
        } else if (line.empty()) {
            cout << "EMPTY\n";
        } else {
            cout << line.back() << "\n";
            line.pop_back();
        }
    }
    return 0;
}
