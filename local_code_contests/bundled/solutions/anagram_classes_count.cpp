#include <algorithm>
#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    set<string> groups;
    for (int i = 0; i < n; ++i) {
        string w;
        cin >> w;
        sort(w.begin(), w.end());
        groups.insert(w);
    }
    cout << groups.size() << "\n";
    return 0;
}
