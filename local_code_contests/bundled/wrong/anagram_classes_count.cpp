// Bug: groups words by the set of their letters, ignoring how many times each letter occurs.
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<set<char>> groups;
    for (int i = 0; i < n; ++i) {
        string w;
        cin >> w;
        groups.insert(set<char>(w.begin(), w.end()));
    }
    cout << groups.size() << "\n";
    return 0;
}
