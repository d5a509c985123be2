#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    set<string> rows;
    for (int i = 0; i < n; ++i) {
        string s;
        cin >> s;
        rows.insert(s);
    }
    cout << rows.size() << "\n";
    return 0;
}
