#include <iostream>
#include <string>
#include <utility>
using namespace std;

int main() {
    string w;
    bool first = true;
    while (cin >> w) {
        swap(w.front(), w.back());
        cout << (first ? "" : " ") << w;
        first = false;
    }
    cout << "\n";
    return 0;
}
