#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int q;
    cin >> q;
    vector<long long> stack;
    while (q--) {
        string command;
        cin >> command;
        if (command == "push") {
            long long x;
            cin >> x;
            stack.push_back(x);
        } else if (command == "pop") {
            if (!stack.empty()) stack.pop_back();
        } else if (command == "top") {
            if (stack.empty()) cout << "EMPTY\n";
            else cout << stack.back() << "\n";
        } else {
            cout << stack.size() << "\n";
        }
    }
    return 0;
}
