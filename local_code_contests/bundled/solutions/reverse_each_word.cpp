#include <algorithm>
#include <iostream>
#include <string>
using namespace std;

int main() {
    string w;
    bool first = true;
    while (cin >> w) {
        reverse(w.begin(), w.end());
        cout << (first ? "" : " ") << w;
        first = false;
    }
    cout << "\n";
    return 0;
}
