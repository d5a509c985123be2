// Bug: leaves words shorter than three letters unchanged, so two-letter words are not swapped.
#include <iostream>
#include <string>
#include <utility>
using namespace std;

int main() {
    string w;
    bool first = true;
    while (cin >> w) {
        if (w.size() >= 3) swap(w.front(), w.back());
        cout << (first ? "" : " ") << w;
        first = false;
    }
    cout << "\n";
    return 0;
}
