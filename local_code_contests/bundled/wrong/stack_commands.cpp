// Deliberately wrong variant of solutions/stack_commands.cpp: the size is kept in a separate counter that pop decrements even when the stack is empty.
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main() {
    int q;
    cin >> q;
    vector<long long> stack;
    int size = 0;
    while (q--) {
        string command;
        cin >> command;
        if (command == "push") {
            long long x;
            cin >> x;
            stack.push_back(x);
            ++size;
        } else if (command == "pop") {
            if (!stack.empty()) stack.pop_back();
            --size;
        } else if (command == "top") {
            if (stack.empty()) cout << "EMPTY\n";
            else cout << stack.back() << "\n";
        } else {
            cout << size << "\n";
        }
    }
    return 0;
}
