#include <iostream>
#include <queue>
#include <string>
using namespace std;

int main() {
    int q;
    cin >> q;
    queue<string> line;
    while (q--) {
        string op;
        cin >> op;
        if (op == "join") {
            string name;
            cin >> name;
            line.push(name);
        } else if (line.empty()) {
            cout << "EMPTY\n";
        } else {
            cout << line.front() << "\n";
            line.pop();
        }
    }
    return 0;
}
