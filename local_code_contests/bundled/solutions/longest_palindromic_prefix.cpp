#include <iostream>
#include <string>
using namespace std;

int main() {
    string s;
    cin >> s;
    for (int len = s.size(); len >= 1; --len) {
        string p = s.substr(0, len);
        if (p == string(p.rbegin(), p.rend())) {
            cout << len << "\n";
            return 0;
        }
    }
    return 0;
}
