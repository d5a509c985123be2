#include <iostream>
#include <map>
#include <string>
using namespace std;

int main() {
    int n;
    cin >> n;
    map<string, string> value;
    for (int i = 0; i < n; ++i) {
        string line;
        cin >> line;
        size_t eq = line.find('=');
        value[line.substr(0, eq)] = line.substr(eq + 1);
    }
    int q;
    cin >> q;
    for (int i = 0; i < q; ++i) {
        string key;
        cin >> key;
        auto it = value.find(key);
        cout << (it == value.end() ? "MISSING" : it->second) << "\n";
    }
    return 0;
}
