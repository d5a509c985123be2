#include <iostream>
#include <set>
#include <string>
using namespace std;

int main() {
    string s;
    int k;
    cin >> s >> k;
    if (k > (int)s.size()) {
        cout << "IMPOSSIBLE\n";
        return 0;
    }
    int distinct = set<char>(s.begin(), s.end()).size();
    cout << (k > distinct ? k - distinct : 0) << "\n";
    return 0;
}
